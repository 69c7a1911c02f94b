import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteIdentity } from '../../plugins/shareCards/layout';
import { repoRoot } from './site-files';

/** The site identity the share-card tests draw with: the real logo, name and host. */
export const cardSite: SiteIdentity = {
  name: 'Rspress',
  host: 'rspress.rs',
  logo: `data:image/svg+xml;base64,${readFileSync(join(repoRoot, 'docs/public/logo.svg')).toString('base64')}`,
};
