export { OverviewFooter } from './OverviewFooter';
