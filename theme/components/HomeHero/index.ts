export { HomeHero } from './HomeHero';
