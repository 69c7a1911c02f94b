export { ToolsMenu } from './ToolsMenu';
