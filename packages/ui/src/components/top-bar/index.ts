export { TopBar, type PublishEntry, type TopBarProps, type TopBarUser } from './top-bar';
