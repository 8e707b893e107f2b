export {
  ContentListItem,
  type ContentKind,
  type ContentListItemData,
  type ContentListItemProps,
} from './content-list-item';
