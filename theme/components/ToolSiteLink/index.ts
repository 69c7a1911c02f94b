export { ToolSiteLink } from './ToolSiteLink';
