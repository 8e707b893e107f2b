export { NavTabs, type NavTab, type NavTabLinkProps, type NavTabsProps } from './nav-tabs';
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';
