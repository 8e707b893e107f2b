export { LeaveDialog, type LeaveDialogProps } from './leave-dialog';
