export { AigcTaskTable, type AigcTab, type AigcTaskRow, type AigcTaskTableProps } from './aigc-task-table';
