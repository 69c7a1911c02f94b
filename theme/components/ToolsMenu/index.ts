export { ToolsMenu, type ToolsMenuTrigger } from './ToolsMenu';
