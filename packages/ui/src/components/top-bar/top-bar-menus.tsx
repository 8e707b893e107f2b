import FileText from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import Languages from 'lucide-react/icons/languages';
import LogOut from 'lucide-react/icons/log-out';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { Fragment, useRef, type FocusEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { entriesByLocale, localeOfEntry, type Locale } from '@creator/domain/locales';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu';
import { messages } from './messages';

/*
 * The top bar's two menus, in a module of their own: the top bar loads it (Radix's menu with its focus and
 * dismiss layers and floating-ui) only when a menu is about to be used (top-bar.tsx, DeferredMenu).
 */

/** What the Publish menu can create; the portal lists those the allowed show types permit. */
export type PublishEntry = 'post' | 'article' | 'draft';

const publishIcons = { post: ImageIcon, article: FileText, draft: NotebookPen } as const;

interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Open at mount: the top bar mounts a menu on the click that asks for it. */
  defaultOpen?: boolean;
  /** Asked for from the keyboard: the first item takes the focus when the menu mounts open. */
  focusFirstItem?: boolean;
}

/**
 * Radix focuses the first item when the keyboard opens a menu, but it learns that the keyboard is in use from
 * a listener it adds when the menu mounts: too late for the key that mounted it. So on the menu's first open,
 * when Radix focuses the menu itself, the focus moves on to the first item; the handler is the content's
 * `onFocus`.
 */
function useFirstItemFocus(focusFirstItem: boolean | undefined) {
  const pending = useRef(focusFirstItem === true);
  return (event: FocusEvent<HTMLDivElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  };
}

export function PublishMenu({
  trigger,
  defaultOpen,
  focusFirstItem,
  entries,
  onPublish,
}: MenuProps & { entries: PublishEntry[]; onPublish: (entry: PublishEntry) => void }) {
  const intl = useIntl();
  const onFocus = useFirstItemFocus(focusFirstItem);
  const labels: Record<PublishEntry, string> = {
    post: intl.formatMessage(messages.publishPost),
    article: intl.formatMessage(messages.publishArticle),
    draft: intl.formatMessage(messages.publishDraft),
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent onFocus={onFocus}>
        {entries.map((entry) => {
          const Icon = publishIcons[entry];
          return (
            <DropdownMenuItem key={entry} onSelect={() => onPublish(entry)}>
              <Icon aria-hidden="true" />
              {labels[entry]}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function UserMenu({
  trigger,
  defaultOpen,
  focusFirstItem,
  userName,
  languageEntry,
  onLanguageChange,
  onLogout,
  signingOut = false,
}: MenuProps & {
  userName: string;
  languageEntry: string;
  onLanguageChange: (entryId: string, locale: Locale) => void;
  onLogout: () => void;
  /** Sign-out is on its way: Log out says so and waits. */
  signingOut?: boolean;
}) {
  const intl = useIntl();
  const onFocus = useFirstItemFocus(focusFirstItem);
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent width="wide" onFocus={onFocus}>
        <DropdownMenuLabel variant="title" dir="auto" className="truncate">
          {userName}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages aria-hidden="true" />
            {intl.formatMessage(messages.language)}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent maxHeight="limited">
            <DropdownMenuRadioGroup
              value={languageEntry}
              onValueChange={(entryId) => onLanguageChange(entryId, localeOfEntry(entryId))}
            >
              {entriesByLocale().map(({ locale, entries }, index) => (
                <Fragment key={locale}>
                  {index > 0 ? <DropdownMenuSeparator /> : null}
                  {entries.map((entry) => (
                    <DropdownMenuRadioItem key={entry.id} value={entry.id} lang={entry.locale}>
                      {entry.label}
                    </DropdownMenuRadioItem>
                  ))}
                </Fragment>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" disabled={signingOut} onSelect={onLogout}>
          {/* It points the way out: toward the end of the line, so it turns round right to left. */}
          <LogOut aria-hidden="true" data-slot="top-bar-logout-icon" className="rtl:-scale-x-100" />
          {intl.formatMessage(signingOut ? messages.signingOut : messages.logout)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
