export { SwitchAppearance } from './SwitchAppearance';
