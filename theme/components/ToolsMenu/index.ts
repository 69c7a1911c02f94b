export { HOVER_DELAY_MS, ToolsMenu, type ToolsMenuTrigger } from './ToolsMenu';
