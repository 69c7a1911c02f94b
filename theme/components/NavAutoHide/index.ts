export { NAV_HIDDEN_ATTR, NavAutoHide } from './NavAutoHide';
