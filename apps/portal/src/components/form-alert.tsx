import { useIntl, type MessageDescriptor } from 'react-intl';

/** A form's server-side problem, announced when it appears. */
export function FormAlert({ problem }: { problem: MessageDescriptor | string | null }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <p role="alert" className="text-sm text-danger-700">
      {typeof problem === 'string' ? problem : intl.formatMessage(problem)}
    </p>
  );
}
