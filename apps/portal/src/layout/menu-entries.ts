import { isAllowed, SECTION_ACCESS, type AccessEntry } from '@creator/forms/rules/access';
import type { LucideIcon } from 'lucide-react';
import FileText from 'lucide-react/icons/file-text';
import House from 'lucide-react/icons/house';
import Sparkles from 'lucide-react/icons/sparkles';
import UserRound from 'lucide-react/icons/user-round';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const labels = defineMessages({
  home: { id: 'portal.menu.home', defaultMessage: 'Home' },
  content: { id: 'portal.menu.content', defaultMessage: 'Content management' },
  polishTasks: { id: 'portal.menu.polish-tasks', defaultMessage: 'AI content tasks' },
  account: { id: 'portal.menu.account', defaultMessage: 'Account' },
});

export interface MenuEntry {
  to: string;
  /** Access code of the user_resource list; "" is always allowed. */
  code: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

/** The side menu of the route table ("In menu: yes"), in order. */
const ENTRIES: readonly MenuEntry[] = [
  { to: '/home', code: SECTION_ACCESS.home, label: labels.home, icon: House },
  { to: '/content', code: SECTION_ACCESS.content, label: labels.content, icon: FileText },
  { to: '/aigc', code: SECTION_ACCESS.aigc, label: labels.polishTasks, icon: Sparkles },
  { to: '/account', code: SECTION_ACCESS.account, label: labels.account, icon: UserRound },
];

/** The entries the access list permits. */
export function permittedEntries(list: readonly AccessEntry[] | undefined): MenuEntry[] {
  return ENTRIES.filter((entry) => isAllowed(list, entry.code));
}
