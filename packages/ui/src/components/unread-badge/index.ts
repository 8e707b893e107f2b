export { UnreadBadge, unreadBadgeVariants, type UnreadBadgeProps } from './unread-badge';
