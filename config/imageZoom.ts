/**
 * Rspress's image zoom, registered here instead of by its `mediumZoom` option, which adds it as a
 * global component by its absolute path (its medium-zoom plugin, 2.0.22). The bundler names the
 * import's variable after that path (`_work_main_node_modules_…_MediumZoom_tsx__rspack_import_0`);
 * the minifier renames it, yet the letters of the old name still decide the order in which it
 * hands out short names, so checkouts at different paths made different scripts
 * (check:reproducible). Imported through an alias, the component is named alike everywhere, with
 * the options the plugin passes by default (none).
 */
import type { UserConfig } from '@rspress/core';
import { imageZoomComponent } from '../upstream/theme/build';

const IMAGE_ZOOM = 'rspress-image-zoom';

export const imageZoom = {
  mediumZoom: false,
  globalUIComponents: [[IMAGE_ZOOM, {}]],
  alias: { [IMAGE_ZOOM]: imageZoomComponent },
} satisfies Pick<UserConfig, 'mediumZoom' | 'globalUIComponents'> & {
  alias: Record<string, string>;
};
