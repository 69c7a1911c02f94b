export { ScriptsReady } from './ScriptsReady';
