export { DraftListItem, type DraftListItemLinkProps, type DraftListItemProps } from './draft-list-item';
