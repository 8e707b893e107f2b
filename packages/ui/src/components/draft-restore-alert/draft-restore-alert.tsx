import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { messages } from './messages';

export type DraftRestoreAlertProps = {
  /** When the draft was saved, already formatted by the caller ("2026/11/20 14:05"). */
  savedAt?: string;
  onContinue: () => void;
  onDiscard: () => void;
  title?: ReactNode;
  continueLabel?: ReactNode;
  discardLabel?: ReactNode;
  className?: string;
};

/** Offers the draft autosaved on this device: continue editing it or give it up. */
export function DraftRestoreAlert({
  savedAt,
  onContinue,
  onDiscard,
  title,
  continueLabel,
  discardLabel,
  className,
}: DraftRestoreAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      data-slot="draft-restore-alert"
      tone="info"
      role="region"
      aria-label={typeof title === 'string' ? title : intl.formatMessage(messages.title)}
      className={className}
      title={title ?? intl.formatMessage(messages.title)}
      action={
        <>
          <Button size="sm" onClick={onContinue}>
            {continueLabel ?? intl.formatMessage(messages.continue)}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            {discardLabel ?? intl.formatMessage(messages.discard)}
          </Button>
        </>
      }
    >
      {savedAt
        ? // Isolated left to right, so an Arabic sentence keeps the date and the time in their order.
          intl.formatMessage(messages.savedAt, { savedAt: `\u2066${savedAt}\u2069` })
        : intl.formatMessage(messages.description)}
    </Alert>
  );
}
