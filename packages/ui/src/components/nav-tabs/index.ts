export { NavTabs, type NavTab, type NavTabLinkProps, type NavTabsProps } from './nav-tabs';
