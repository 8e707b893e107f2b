export { TopBar, type PublishEntry, type TopBarProps, type TopBarUser } from './top-bar';
export { TOP_BAR_BOX } from './top-bar-box';
