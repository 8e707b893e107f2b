export { ContentListItem, type ContentListItemData, type ContentListItemProps } from './content-list-item';
