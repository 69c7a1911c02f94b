// A printed page, as Chromium prints it to PDF: the prose and every code line are in it, the site's
// chrome is not. Runs in the full Chromium (playwright.config.ts), whose fonts a reader's print
// gets; the headless shell's other fallback fonts space the PDF's text differently.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localizedRoute } from '../../site/languages.mjs';
import { langs } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const PAGE = '/guide/start/getting-started';
/**
 * Text compared across renderings (HTML, PDF) without white space, and without emoji, which
 * Chromium's PDF draws as pictures with no text behind them.
 */
const squeeze = (text: string) => text.replace(/\s+|\p{Extended_Pictographic}|\uFE0F/gu, '');

for (const lang of langs) {
  test.describe(`${lang}: print`, () => {
    test.use({ locale: readerLocale(lang) });

    test('a printed page has the content, every code line, and no site chrome', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(localizedRoute(lang, PAGE));
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('data-print-styles', 'ready');
      const screen = await page.evaluate(() => {
        const texts = (selector: string) =>
          [...document.querySelectorAll(selector)].map((el) => el.textContent ?? '');
        // Text nodes of the prose, each a run the printed URL of a link cannot split. Tooltips
        // (the type notes of code examples) show on demand only and are not part of a print.
        const prose = [...document.querySelectorAll('main .rp-doc :is(h1, h2, h3, p, li)')]
          .filter(
            (el) =>
              !el.closest(
                '[data-translation-status], .rp-codeblock, .rp-tabs__label, [role="tooltip"]',
              ),
          )
          .flatMap((el) =>
            [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .map((n) => n.textContent ?? ''),
          );
        return {
          prose,
          code: texts('main .rp-doc .rp-codeblock code .line'),
          chrome: texts(
            '.rp-nav a, .rp-nav button, .rp-doc-layout__sidebar a, .rp-doc-layout__outline a',
          ),
          doc: document.querySelector('main .rp-doc')?.textContent ?? '',
        };
      });
      const pdf = join(tmpdir(), `reader-print-${lang}.pdf`);
      writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
      const printed = squeeze(
        execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }),
      );
      execFileSync('pdftoppm', [
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-r',
        '70',
        pdf,
        join(tmpdir(), `reader-print-${lang}`),
      ]);
      const missing = [...screen.prose, ...screen.code]
        .map(squeeze)
        .filter((text) => text && !printed.includes(text));
      expect(missing).toEqual([]);
      expect(screen.code.length).toBeGreaterThan(5);
      // Navbar, sidebar and outline texts that are not also words of the page itself.
      const chrome = screen.chrome
        .map(squeeze)
        .filter((text) => text.length > 3 && !squeeze(screen.doc).includes(text));
      expect(chrome.length).toBeGreaterThan(5);
      expect(chrome.filter((text) => printed.includes(text))).toEqual([]);
    });
  });
}
