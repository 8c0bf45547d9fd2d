export { GRID_COLUMNS } from './core/index';
