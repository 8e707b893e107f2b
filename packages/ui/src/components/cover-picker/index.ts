export { CoverPicker, type CoverCandidate, type CoverPickerProps } from './cover-picker';
