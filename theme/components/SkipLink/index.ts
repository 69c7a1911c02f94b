export { MainContentTarget, mainContentId, SkipLink } from './SkipLink';
