export { NotFoundLayout } from './NotFound';
