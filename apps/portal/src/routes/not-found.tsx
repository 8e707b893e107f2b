import { NotFoundPage as NotFoundView } from '@creator/ui/status-page';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <NotFoundView
        action={
          <Link to="/" className="text-brand-700 underline">
            <FormattedMessage id="portal.nav.back-home" defaultMessage="Back to home" />
          </Link>
        }
      />
    </main>
  );
}
