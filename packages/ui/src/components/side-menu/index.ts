export { SideMenu, type SideMenuItem, type SideMenuLinkProps, type SideMenuProps } from './side-menu';
export { SIDE_MENU_CLEARANCE, SIDE_MENU_LINK_RESPONSIVE, SIDE_MENU_RESPONSIVE } from './side-menu-box';
