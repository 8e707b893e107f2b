import { describeError } from '@creator/api/client/errors';
import { useIntl } from 'react-intl';

/** What a failed call says, in the active locale (the server's words, or the client's generic text); none without an error. */
export function useErrorText(error: unknown): string | undefined {
  const intl = useIntl();
  if (error === undefined || error === null) return undefined;
  const { message } = describeError(error);
  return typeof message === 'string' ? message : intl.formatMessage(message, message.values);
}
