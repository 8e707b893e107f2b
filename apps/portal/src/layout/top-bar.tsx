import { useRefreshNotices, useUnreadCount } from '@creator/api/react/notices.unread';
import { useOutbox, useOutboxItems } from '@creator/api/react/outbox';
import { useSignOut } from '@creator/api/react/sign-out';
import type { Account } from '@creator/api/schemas/account';
import { REDIRECT_DELAY_MS } from '@creator/domain/limits';
import { CREATION_PATHS, creationKinds } from '@creator/forms/rules/show-types';
import { TopBar as TopBarView } from '@creator/ui/top-bar';
import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { chooseLanguage, currentEntry } from '../components/language-choice';
import { LazyConfirmDialog } from '../components/lazy-confirm-dialog';
import { Brand } from './brand';
import { showOutboxPanel } from './outbox';
import { countMessages, messages as outboxMessages } from './outbox-messages';
import { notify } from '../providers/notify';
import { reportError } from '../providers/report-error';

const signedOut = defineMessage({ id: 'portal.sign-out.done', defaultMessage: 'You are signed out' });

/** Signs out once (the api's hook), then says so and goes to /login after the contract's 500 ms. */
function useSignOutAndLeave() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const run = async () => {
    if (!(await signOut.run())) return;
    notify({ tone: 'success', message: signedOut });
    setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
  };
  return { run: () => run().catch(reportError), busy: signOut.busy };
}

interface Props {
  account: Account;
  showTypes: readonly number[];
}

/**
 * ui's top bar wired to the router, the notices count, the writes waiting for the network, the language and
 * sign-out (asked first while writes wait: signing out deletes them from the device).
 */
export function TopBar({ account, showTypes }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  const refreshNotices = useRefreshNotices();
  const signOut = useSignOutAndLeave();
  const outbox = useOutbox();
  // The bar counts what waits for the network; a refused write waits for the creator, in the panel.
  const waiting = useOutboxItems()?.filter((item) => item.state === 'waiting').length ?? 0;
  /** The writes sign-out would delete, as the device had them at the press (0: not asking). */
  const [askSignOut, setAskSignOut] = useState(0);
  // On the notices the bell takes the list back to its top and asks again; elsewhere it opens them.
  const onBellClick = () => {
    if (pathname.startsWith('/notice')) {
      window.scrollTo({ top: 0 });
      void refreshNotices();
    } else void navigate('/notice');
  };
  return (
    <>
      <TopBarView
        logo={
          <Link to="/" className="block truncate text-base font-semibold text-ink sm:text-lg">
            <Brand />
          </Link>
        }
        publishEntries={creationKinds(showTypes)}
        onPublish={(entry) => navigate(CREATION_PATHS[entry])}
        unreadCount={unread.data ?? 0}
        onBellClick={onBellClick}
        user={{ name: account.screen_name, avatarSrc: account.avatar || null }}
        renderNameLink={(props) => <Link to="/account" {...props} />}
        languageEntry={currentEntry(intl.locale).id}
        onLanguageChange={(entryId) => chooseLanguage(entryId)}
        // Asked of the device at the press: the count may not have been read yet.
        onLogout={() =>
          void (outbox?.items() ?? Promise.resolve([])).then(
            (items) => (items.length > 0 ? setAskSignOut(items.length) : signOut.run()),
            reportError,
          )
        }
        signingOut={signOut.busy}
        waitingCount={waiting}
        onWaitingClick={showOutboxPanel}
      />
      <LazyConfirmDialog
        open={askSignOut > 0}
        onOpenChange={(open) => !open && setAskSignOut(0)}
        title={intl.formatMessage(countMessages.signOutTitle, { count: askSignOut })}
        description={intl.formatMessage(outboxMessages.signOutText)}
        confirmLabel={intl.formatMessage(outboxMessages.signOutConfirm)}
        cancelLabel={intl.formatMessage(outboxMessages.signOutKeep)}
        tone="danger"
        onConfirm={() => {
          setAskSignOut(0);
          void (async () => {
            await outbox?.clear();
            await signOut.run();
          })().catch(reportError);
        }}
      />
    </>
  );
}
