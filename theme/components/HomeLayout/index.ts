export { HomeLayout } from './HomeLayout';
