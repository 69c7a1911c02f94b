export { HomeFooter } from './HomeFooter';
