export { MainContentTarget, SkipLink } from './SkipLink';
