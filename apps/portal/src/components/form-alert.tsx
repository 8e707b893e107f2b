import { useIntl, type MessageDescriptor } from 'react-intl';

/** A form's server-side problem, announced when it appears. */
export function FormAlert({ problem }: { problem: MessageDescriptor | string | null }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    // The server's sentence takes its own direction (a message in English in the Arabic page).
    <p
      role="alert"
      dir={typeof problem === 'string' ? 'auto' : undefined}
      className="text-sm text-danger-700"
    >
      {typeof problem === 'string' ? problem : intl.formatMessage(problem)}
    </p>
  );
}
