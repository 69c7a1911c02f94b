export { NavHamburger } from './NavHamburger';
