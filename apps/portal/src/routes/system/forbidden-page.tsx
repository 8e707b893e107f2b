import { ForbiddenPage as ForbiddenView } from '@creator/ui/status-page';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** 403: the access list does not permit this path. */
export default function ForbiddenPage() {
  return (
    <ForbiddenView
      action={
        <Link to="/home" className="text-brand-700 underline">
          <FormattedMessage id="portal.nav.back-home" defaultMessage="Back to home" />
        </Link>
      }
    />
  );
}
