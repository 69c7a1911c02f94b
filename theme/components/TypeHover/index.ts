export { TypeHovers } from './TypeHovers';
