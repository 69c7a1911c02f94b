// The Markdown outputs (no browser): every page's `.md` twin and each language's llms-full.txt
// carry the whole page. Rspress 2.0.22 writes an empty twin, silently, when the twin's render fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { twinPath } from '../../core/agents';
import { classifyLines } from '../../lib/lines.mjs';
import { siteOrigin } from '../../site/links';
import { docsRoot, langs, outRoot, routeToHtmlFile, siteRoutes } from '../shared/site-files';

/** The text of an HTML heading: tags and the `#` anchor link dropped, entities decoded. */
const headingText = (html: string) =>
  html
    .replace(/<a\b[^>]*class="[^"]*rp-header-anchor[^"]*"[^>]*>.*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** The text of a Markdown heading: code ticks and escapes dropped. */
const markdownHeadingText = (line: string) =>
  line
    .replace(/^#+\s+/, '')
    .replace(/\\(.)/g, '$1')
    .replace(/`/g, '')
    .trim();

function htmlHeadings(html: string, level: 1 | 2): string[] {
  const pattern = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g');
  return [...html.matchAll(pattern)].map((m) => headingText(m[1]).replace(/`/g, ''));
}

function twinProblems(route: string, twin: string | undefined): string[] {
  if (twin === undefined) return [`${twinPath(route)}: missing`];
  if (!twin.trim()) return [`${twinPath(route)}: empty`];
  const html = readFileSync(routeToHtmlFile(route), 'utf8');
  const [title] = htmlHeadings(html, 1);
  const lines = twin.split('\n');
  const problems: string[] = [];
  // A twin opens with the agent hint, a blockquote (tests/e2e/agents.spec.ts); the page follows.
  const firstLine = lines.find((line) => line.trim() && !line.startsWith('> ')) ?? '';
  if (!firstLine.startsWith('# ') || markdownHeadingText(firstLine) !== title)
    problems.push(`${twinPath(route)}: starts with "${firstLine}", not "# ${title}"`);
  // A section is a `##` heading; the home page's feature cards are list items with a bold title.
  const sections = new Set([
    ...lines.filter((line) => line.startsWith('## ')).map((line) => markdownHeadingText(line)),
    ...lines.flatMap((line) => /^- .*?\*\*(.+?)\*\*/.exec(line)?.[1] ?? []),
  ]);
  for (const heading of htmlHeadings(html, 2))
    if (!sections.has(heading)) problems.push(`${twinPath(route)}: lacks the section "${heading}"`);
  return problems;
}

test('every page has a whole Markdown twin: its title first, then every section', () => {
  const problems = siteRoutes().flatMap(({ route }) => {
    const file = join(outRoot, twinPath(route));
    return twinProblems(route, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  });
  expect(problems).toEqual([]);
});

test('each language’s llms-full.txt carries every page of that language, whole', () => {
  const problems = langs.flatMap((lang) => {
    const file = join(outRoot, lang === 'en' ? '' : lang, 'llms-full.txt');
    // Pages are separated by a front block that names the twin's address.
    const pages = new Map(
      readFileSync(file, 'utf8')
        .split(/^---\nurl: /m)
        .slice(1)
        .map((block) => {
          const [url, ...rest] = block.split('\n');
          return [url, rest.join('\n').replace(/^---\n/, '')] as const;
        }),
    );
    // The 404 pages are no documentation: llms-full.txt leaves them out (tests/e2e/agents.spec.ts).
    return siteRoutes()
      .filter((page) => page.lang === lang && !page.route.endsWith('/404'))
      .flatMap(({ route }) => twinProblems(route, pages.get(`${siteOrigin}${twinPath(route)}`)))
      .map((problem) => `${lang}/llms-full.txt, ${problem}`);
  });
  expect(problems).toEqual([]);
});

test('the twin check notices an empty twin and a missing section', () => {
  expect(twinProblems('/guide/basic/deploy', '')).toEqual(['/guide/basic/deploy.md: empty']);
  const twin = readFileSync(join(outRoot, 'guide/basic/deploy.md'), 'utf8');
  const withoutASection = twin.replace(/^## .*$/m, '');
  expect(twinProblems('/guide/basic/deploy', withoutASection)).toHaveLength(1);
});

/**
 * The five commands a page's `<PackageManagerTabs command="install …" />` stands for, as the
 * Markdown outputs must label them: npm keeps `install`, the others say `add`, deno names the
 * npm registry on each package.
 */
function installVariants(command: string): string[] {
  const args = command.replace(/^install\s+/, '');
  const deno = args.replace(/(^|\s)(?!-)(\S+)/g, '$1npm:$2');
  return [
    `\`\`\`sh [npm]\nnpm install ${args}\n\`\`\``,
    `\`\`\`sh [yarn]\nyarn add ${args}\n\`\`\``,
    `\`\`\`sh [pnpm]\npnpm add ${args}\n\`\`\``,
    `\`\`\`sh [bun]\nbun add ${args}\n\`\`\``,
    `\`\`\`sh [deno]\ndeno add ${deno}\n\`\`\``,
  ];
}

test('every install in package manager tabs reaches the twin and llms-full.txt, each manager labelled', () => {
  const llmsFull = Object.fromEntries(
    langs.map((lang) => [
      lang,
      readFileSync(join(outRoot, lang === 'en' ? '' : lang, 'llms-full.txt'), 'utf8'),
    ]),
  );
  let installs = 0;
  const problems = siteRoutes().flatMap(({ lang, file, route }) => {
    const source = readFileSync(join(docsRoot, lang, file), 'utf8');
    const commands = classifyLines(source).flatMap(({ text, kind }) =>
      kind === 'text'
        ? [...text.matchAll(/<PackageManagerTabs command="([^"]+)" \/>/g)].map((m) => m[1])
        : [],
    );
    installs += commands.length;
    const twin = readFileSync(join(outRoot, twinPath(route)), 'utf8');
    return commands.flatMap((command) =>
      installVariants(command).flatMap((variant) => [
        ...(twin.includes(variant) ? [] : [`${twinPath(route)}: lacks ${JSON.stringify(variant)}`]),
        ...(llmsFull[lang].includes(variant)
          ? []
          : [`${lang}/llms-full.txt: lacks ${JSON.stringify(variant)}`]),
      ]),
    );
  });
  expect(problems).toEqual([]);
  // In each language: the quick start, the components page and the ten pages that install a
  // package (scripts/checks/check-install-commands.mjs keeps any new install in tabs).
  expect(installs).toBeGreaterThanOrEqual(2 * 12);
});
