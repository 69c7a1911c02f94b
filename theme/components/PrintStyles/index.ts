export { loadPrintStyles, schedulePrintStyles } from './loadPrintStyles';
