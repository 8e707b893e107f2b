export { DraftRestoreAlert, type DraftRestoreAlertProps } from './draft-restore-alert';
