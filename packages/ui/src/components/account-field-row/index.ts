export { AccountFieldRow, type AccountFieldRowProps } from './account-field-row';
