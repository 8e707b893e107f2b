export { SideMenu, type SideMenuItem, type SideMenuLinkProps, type SideMenuProps } from './side-menu';
