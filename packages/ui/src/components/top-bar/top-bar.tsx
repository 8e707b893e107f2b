import { UNREAD_BADGE_CAP } from '@creator/domain/limits';
import { Bell, ChevronDown, FileText, Image as ImageIcon, Languages, LogOut, NotebookPen } from 'lucide-react';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { entriesByLocale, localeOfEntry, type Locale } from '@creator/domain/locales';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
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
import { UnreadBadge } from '../unread-badge/unread-badge';
import { messages as badgeMessages } from '../unread-badge/messages';
import { messages } from './messages';

/** What the Publish menu can create; the portal lists those the allowed show types permit. */
export type PublishEntry = 'post' | 'article' | 'draft';

export type TopBarUser = { name: string; avatarSrc?: string | null };

export type TopBarProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The logo, as a link to `/` rendered by the app's router. */
  logo: ReactNode;
  /** Entries of the Publish menu, in order; no menu when empty. */
  publishEntries: PublishEntry[];
  onPublish: (entry: PublishEntry) => void;
  unreadCount: number;
  onBellClick: () => void;
  user: TopBarUser;
  /** Renders the user's name as a link to `/account` (a router link); plain text by default. */
  renderNameLink?: (props: { className: string; children: ReactNode }) => ReactNode;
  /** The chosen language entry (`clang_entry`). */
  languageEntry: string;
  onLanguageChange: (entryId: string, locale: Locale) => void;
  onLogout: () => void;
  /** Opens the Publish menu at first render (stories, screenshots). */
  defaultPublishOpen?: boolean;
  defaultUserMenuOpen?: boolean;
};

const publishIcons = { post: ImageIcon, article: FileText, draft: NotebookPen } as const;

/** The bar across the top of every signed-in page: logo, Publish, notices bell and the user menu. */
export function TopBar({
  logo,
  publishEntries,
  onPublish,
  unreadCount,
  onBellClick,
  user,
  renderNameLink,
  languageEntry,
  onLanguageChange,
  onLogout,
  defaultPublishOpen,
  defaultUserMenuOpen,
  className,
  ...props
}: TopBarProps) {
  const intl = useIntl();
  const publishLabels: Record<PublishEntry, string> = {
    post: intl.formatMessage(messages.publishPost),
    article: intl.formatMessage(messages.publishArticle),
    draft: intl.formatMessage(messages.publishDraft),
  };
  const shownCount = unreadCount > UNREAD_BADGE_CAP ? intl.formatMessage(badgeMessages.overflow, { max: String(UNREAD_BADGE_CAP) }) : String(unreadCount);
  const nameClass = 'max-w-40 truncate text-sm font-medium text-ink hover:text-brand-700 rounded focus-visible:outline-2 focus-visible:outline-brand-500';

  return (
    <header
      data-slot="top-bar"
      className={cn('flex h-16 items-center gap-4 border-b border-line bg-surface px-4 sm:px-6', className)}
      {...props}
    >
      <div data-slot="top-bar-logo" className="flex min-w-0 items-center">
        {logo}
      </div>
      <div className="ms-auto flex items-center gap-2 sm:gap-4">
        {publishEntries.length > 0 ? (
          <DropdownMenu defaultOpen={defaultPublishOpen} modal={false}>
            <DropdownMenuTrigger asChild>
              <Button data-slot="top-bar-publish" size="sm">
                {intl.formatMessage(messages.publish)}
                <ChevronDown aria-hidden="true" className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {publishEntries.map((entry) => {
                const Icon = publishIcons[entry];
                return (
                  <DropdownMenuItem key={entry} onSelect={() => onPublish(entry)}>
                    <Icon aria-hidden="true" />
                    {publishLabels[entry]}
                  </DropdownMenuItem>
                );
              })}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}

        <button
          type="button"
          data-slot="top-bar-bell"
          onClick={onBellClick}
          aria-label={intl.formatMessage(messages.notices, { count: unreadCount, shown: shownCount })}
          className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount > 0 ? (
            <span aria-hidden="true" className="absolute -top-0.5 start-5">
              <UnreadBadge count={unreadCount} size="sm" />
            </span>
          ) : null}
        </button>

        <div data-slot="top-bar-user" className="flex items-center gap-2">
          <Avatar src={user.avatarSrc} name={user.name} size="sm" decorative />
          <span className="hidden sm:inline">
            {renderNameLink ? renderNameLink({ className: nameClass, children: user.name }) : <span className={nameClass}>{user.name}</span>}
          </span>
          <DropdownMenu defaultOpen={defaultUserMenuOpen} modal={false}>
            <DropdownMenuTrigger asChild>
              <button
                type="button"
                aria-label={intl.formatMessage(messages.userMenu)}
                className="inline-flex size-8 items-center justify-center rounded text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <ChevronDown aria-hidden="true" className="size-4" />
              </button>
            </DropdownMenuTrigger>
            <DropdownMenuContent width="wide">
              <DropdownMenuLabel variant="title" className="truncate">
                {user.name}
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
              <DropdownMenuItem tone="danger" onSelect={onLogout}>
                <LogOut aria-hidden="true" />
                {intl.formatMessage(messages.logout)}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
