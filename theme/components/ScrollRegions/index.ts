export { ScrollRegions } from './ScrollRegions';
