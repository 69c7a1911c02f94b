export { ToolLogo } from './ToolLogo';
