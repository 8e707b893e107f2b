import { logout } from '@creator/api/endpoints/auth';
import { useUnreadCount } from '@creator/api/react/notices';
import type { Account } from '@creator/api/schemas/account';
import { TopBar as TopBarView, type PublishEntry } from '@creator/ui/top-bar';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { chooseLanguage, currentEntry } from '../components/language-picker';
import { notify } from '../providers/notify';
import { REDIRECT_DELAY_MS } from '../providers/redirect-delay';
import { reportError } from '../providers/report-error';

/** Show types of the configuration: 1 long article, 2 short post. */
const SHOW_TYPE = { article: 1, post: 2 } as const;

const PUBLISH_PATHS: Record<PublishEntry, string> = {
  post: '/creator/post',
  article: '/creator/editor',
  draft: '/creator/draft',
};

function publishEntries(showTypes: readonly number[]): PublishEntry[] {
  const entries: PublishEntry[] = [];
  if (showTypes.includes(SHOW_TYPE.post)) entries.push('post');
  if (showTypes.includes(SHOW_TYPE.article)) entries.push('article', 'draft');
  return entries;
}

/** Signs out: mp_logout clears the session, then /login after the contract's 500 ms. */
function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      notify({ tone: 'success', message: { id: 'portal.logout.done', defaultMessage: 'You are signed out' } });
      setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      reportError(error);
    }
  };
}

interface Props {
  account: Account;
  showTypes: readonly number[];
}

/** ui's top bar wired to the router, the notices count, the language and sign-out. */
export function TopBar({ account, showTypes }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const signOut = useSignOut();
  return (
    <TopBarView
      logo={
        <Link to="/" className="text-lg font-semibold text-ink">
          <FormattedMessage id="portal.brand" defaultMessage="Creator portal" />
        </Link>
      }
      publishEntries={publishEntries(showTypes)}
      onPublish={(entry) => navigate(PUBLISH_PATHS[entry])}
      unreadCount={unread.data ?? 0}
      onBellClick={() => navigate('/notice')}
      user={{ name: account.screen_name, avatarSrc: account.avatar || null }}
      renderNameLink={(props) => <Link to="/account" {...props} />}
      languageEntry={currentEntry(intl.locale).id}
      onLanguageChange={(entryId) => chooseLanguage(entryId)}
      onLogout={() => void signOut()}
    />
  );
}
