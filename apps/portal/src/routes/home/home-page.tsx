import { showsFailure } from '@creator/api/react/last-seen';
import { useAccount } from '@creator/api/react/account';
import { useConfig } from '@creator/api/react/config';
import { homeQueryOptions, useHome } from '@creator/api/react/home';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import { creationKinds, CREATION_PATHS } from '@creator/forms/rules/show-types';
import { HomeStats } from '@creator/ui/stat-card';
import { WelcomeBlock } from '@creator/ui/welcome-block';
import { formatDate } from '@creator/ui/lib/format-date';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { warmQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';

/** Publish goes to the short-post composer when allowed, else to the article editor. */
function publishPath(showTypes: readonly number[]): string | null {
  const [first] = creationKinds(showTypes);
  return first === 'post' || first === 'article' ? CREATION_PATHS[first] : null;
}

/** Asks for the figures as soon as the page's chunk is in (the layout's loader asks for the account). */
export function loader() {
  warmQuery(homeQueryOptions(SHOWN_IN_PLACE));
  return null;
}

export default function HomePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const account = useAccount();
  const config = useConfig();
  const home = useHome(SHOWN_IN_PLACE);
  // The day the figures were read, in the locale's pattern.
  const [readAt] = useState(() => Math.floor(Date.now() / 1000));
  const target = publishPath(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">
        <FormattedMessage id="portal.home.title" defaultMessage="Home" />
      </h1>
      <WelcomeBlock
        name={account.data?.screen_name}
        canPublish={target !== null}
        onPublish={() => target && navigate(target)}
      />
      {showsFailure(home) ? (
        <LoadError error={home.error} onRetry={() => void home.refetch()} retrying={home.isFetching} />
      ) : (
        <HomeStats
          summary={
            home.data && {
              contentCount: home.data.content_count,
              exposeCount: home.data.expose_count,
              clickCount: home.data.click_count,
            }
          }
        />
      )}
      {/* Said of figures shown, not of their places. */}
      {home.data ? (
        <p className="text-sm text-ink-muted" data-testid="home-date">
          <FormattedMessage
            id="portal.home.as-of"
            defaultMessage="Figures as of {date}"
            values={{ date: formatDate(readAt, intl.locale) }}
          />
        </p>
      ) : null}
    </div>
  );
}
