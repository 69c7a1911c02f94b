export { NavAutoHide } from './NavAutoHide';
