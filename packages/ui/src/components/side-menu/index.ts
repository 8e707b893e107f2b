export {
  SIDE_MENU_CLEARANCE,
  SideMenu,
  type SideMenuItem,
  type SideMenuLinkProps,
  type SideMenuProps,
} from './side-menu';
