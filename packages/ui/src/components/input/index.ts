export { Input, type InputProps } from './input';
export { inputVariants } from '../../lib/control-styles';
