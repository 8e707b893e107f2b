import type { CaptchaChallenge } from '@creator/api/schemas/auth';
import { RefreshCw } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  image: { id: 'portal.captcha.image', defaultMessage: 'Verification code image' },
  refresh: { id: 'portal.captcha.refresh', defaultMessage: 'Show another code' },
});

interface Props {
  className?: string;
  challenge: CaptchaChallenge | null;
  onRefresh: () => void;
}

/** The captcha image and the button that asks for another one. */
export function CaptchaImage({ className, challenge, onRefresh }: Props) {
  const intl = useIntl();
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <span className="inline-flex h-10 w-28 items-center justify-center overflow-hidden rounded border border-line bg-surface-sunken">
        {challenge ? (
          <img src={challenge.image} alt={intl.formatMessage(messages.image)} className="h-full w-full" />
        ) : null}
      </span>
      <button
        type="button"
        onClick={onRefresh}
        aria-label={intl.formatMessage(messages.refresh)}
        className="inline-flex size-9 items-center justify-center rounded text-ink-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <RefreshCw aria-hidden className="size-5" />
      </button>
    </div>
  );
}
