export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';
