export { VersionMenu } from './VersionMenu';
