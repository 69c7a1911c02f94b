export { Tab, Tabs } from './Tabs';
