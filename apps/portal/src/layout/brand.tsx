import { FormattedMessage } from 'react-intl';

/** The portal's name, as the top bar shows it (and the frame's first paint, src/first-paint/). */
export function Brand() {
  return <FormattedMessage id="portal.brand" defaultMessage="Creator portal" />;
}
