export { Count, type CountProps } from './count';
