export { OutboxPanel, type OutboxPanelItem, type OutboxPanelProps } from './outbox-panel';
