export {
  PolishTaskTable,
  type PolishTaskTab,
  type PolishTaskRow,
  type PolishTaskTableProps,
} from './polish-task-table';
