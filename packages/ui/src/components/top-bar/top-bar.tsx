import { UNREAD_BADGE_CAP } from '@creator/domain/limits';
import Bell from 'lucide-react/icons/bell';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { Locale } from '@creator/domain/locales';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { SpinnerCircle } from '../spinner/spinner';
import { DeferredMenu } from './deferred-menu';
import type { PublishEntry } from './top-bar-menus';
import { UnreadBadge } from '../unread-badge/unread-badge';
import { messages as badgeMessages } from '../unread-badge/messages';
import { messages as outboxMessages } from '../outbox-panel/messages';
import { messages } from './messages';
import { TOP_BAR_BOX } from './top-bar-box';

export type { PublishEntry };

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
  /**
   * Sign-out is on its way (until the page leaves): the account menu's button shows it, and its Log out waits,
   * so that a second press sends nothing.
   */
  signingOut?: boolean;
  /** Writes waiting on the device for the network (the outbox): shown as a button, none when 0. */
  waitingCount?: number;
  /** Shows the waiting writes (the page's outbox panel). */
  onWaitingClick?: () => void;
  /** Opens the Publish menu at first render (stories, screenshots). */
  defaultPublishOpen?: boolean;
  defaultUserMenuOpen?: boolean;
};

/**
 * The bar across the top of every signed-in page: logo, Publish, notices bell and the user menu. Both menus
 * load when first used (deferred-menu.tsx): a page paints without them.
 */
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
  signingOut = false,
  waitingCount = 0,
  onWaitingClick,
  defaultPublishOpen,
  defaultUserMenuOpen,
  className,
  ...props
}: TopBarProps) {
  const intl = useIntl();
  const shownCount =
    unreadCount > UNREAD_BADGE_CAP
      ? intl.formatMessage(badgeMessages.overflow, { max: String(UNREAD_BADGE_CAP) })
      : String(unreadCount);
  // A block, so that it truncates (an inline link would not).
  const nameClass =
    'block max-w-40 truncate text-sm leading-6 font-medium text-ink hover:text-brand-700 rounded focus-visible:outline-2 focus-visible:outline-brand-500';

  return (
    <header data-slot="top-bar" className={cn(TOP_BAR_BOX, className)} {...props}>
      {/* Always in the page, so that the words are announced when they come (a button's content is not). */}
      <span role="status" data-slot="top-bar-status" className="sr-only">
        {signingOut ? intl.formatMessage(messages.signingOut) : null}
      </span>
      <div data-slot="top-bar-logo" className="flex min-w-0 items-center">
        {logo}
      </div>
      <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-4">
        {publishEntries.length > 0 ? (
          <DeferredMenu
            menu="PublishMenu"
            defaultOpen={defaultPublishOpen}
            props={{ entries: publishEntries, onPublish }}
            trigger={
              <Button data-slot="top-bar-publish" size="sm">
                {intl.formatMessage(messages.publish)}
                <ChevronDown aria-hidden="true" className="size-4" />
              </Button>
            }
          />
        ) : null}

        {waitingCount > 0 ? (
          <button
            type="button"
            data-slot="top-bar-waiting"
            onClick={onWaitingClick}
            className="inline-flex h-11 items-center gap-1.5 rounded-full bg-warning-50 px-3 text-sm font-medium text-ink ring-1 ring-warning-500/50 hover:ring-warning-700 focus-visible:outline-2 focus-visible:outline-brand-500 sm:h-9"
          >
            <CloudUpload aria-hidden="true" className="size-4 shrink-0 text-warning-700" />
            {/* A phone shows the count; the sentence is read out there, and shown from 640 px up. */}
            <span aria-hidden="true" className="sm:hidden">
              {intl.formatNumber(waitingCount)}
            </span>
            <span className="max-sm:sr-only">
              {intl.formatMessage(outboxMessages.title, { count: waitingCount })}
            </span>
          </button>
        ) : null}

        <button
          type="button"
          data-slot="top-bar-bell"
          onClick={onBellClick}
          aria-label={intl.formatMessage(messages.notices, { count: unreadCount, shown: shownCount })}
          className="relative inline-flex size-11 items-center justify-center rounded-full sm:size-10 text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount > 0 ? (
            <span aria-hidden="true" className="absolute -top-0.5 start-5">
              <UnreadBadge count={unreadCount} size="sm" />
            </span>
          ) : null}
        </button>

        <div data-slot="top-bar-user" className="flex items-center gap-2">
          <span className="hidden sm:flex">
            <Avatar src={user.avatarSrc} name={user.name} size="sm" decorative />
          </span>
          {/* The name in its own direction (a Latin name in Arabic, an Arabic one in English), cut at its own end. */}
          <span data-slot="top-bar-name" dir="auto" className="hidden sm:inline">
            {renderNameLink ? (
              renderNameLink({ className: nameClass, children: user.name })
            ) : (
              <span className={nameClass}>{user.name}</span>
            )}
          </span>
          <DeferredMenu
            menu="UserMenu"
            defaultOpen={defaultUserMenuOpen}
            props={{ userName: user.name, languageEntry, onLanguageChange, onLogout, signingOut }}
            trigger={
              <button
                type="button"
                aria-label={intl.formatMessage(messages.userMenu)}
                aria-busy={signingOut || undefined}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-8 sm:rounded"
              >
                {signingOut ? (
                  <SpinnerCircle size="sm" className="text-brand-600" />
                ) : (
                  <>
                    {/* On a phone the picture is the menu's button: one tap, and the bar keeps its width. */}
                    <span className="flex sm:hidden">
                      <Avatar src={user.avatarSrc} name={user.name} size="sm" decorative />
                    </span>
                    <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
                  </>
                )}
              </button>
            }
          />
        </div>
      </div>
    </header>
  );
}
