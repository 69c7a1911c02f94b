export { Nav } from './Nav';
