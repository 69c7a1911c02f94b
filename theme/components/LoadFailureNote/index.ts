export { LoadFailureNote } from './LoadFailureNote';
