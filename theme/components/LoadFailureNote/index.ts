export { LoadFailureNote, loadFailureNoteId } from './LoadFailureNote';
