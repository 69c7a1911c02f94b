export { LastUpdated } from './LastUpdated';
