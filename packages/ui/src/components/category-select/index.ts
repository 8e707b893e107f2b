export {
  CategorySelect,
  categoryTagIds,
  type Category,
  type CategorySelectProps,
  type CategoryValue,
} from './category-select';
