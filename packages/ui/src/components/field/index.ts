export { Field, type FieldProps } from './field';
export { FieldControl } from './field-control';
