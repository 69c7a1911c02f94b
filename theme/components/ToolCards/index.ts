export { ToolCards } from './ToolCards';
