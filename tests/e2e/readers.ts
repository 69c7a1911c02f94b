// The browser tests play readers whose browser is set to another language than the page's; only a
// test about the browser's language itself sets the page's own. One definition for the browser
// tests and the engine runs (tests/engines/).
export { readerLocale } from '../../site/languages.mjs';
