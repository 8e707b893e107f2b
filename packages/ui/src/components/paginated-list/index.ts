export { PaginatedList, type PaginatedListProps, type PaginatedListStatus } from './paginated-list';
