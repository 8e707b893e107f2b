export { NoticeFeed, type NoticeFeedProps, type NoticeFeedStatus } from './notice-feed';
