export { Select, type SelectOption, type SelectOptionGroup, type SelectProps } from './select';
