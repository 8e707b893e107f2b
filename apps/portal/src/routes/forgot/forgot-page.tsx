import { useAccount } from '@creator/api/react/account';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { readSession } from '@creator/api/react/session';
import { Spinner } from '@creator/ui/spinner';
import { textLinkClassName } from '@creator/ui/text-link';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { AuthShell } from '../../components/auth-shell';
import { notify } from '../../providers/notify';
import { QueryProvider } from '../../providers/query-provider';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { forgotMessages as messages } from './forgot-messages';
import { PasswordStep } from './password-step';

type Step = { at: 1 } | { at: 2; email: string } | { at: 3; email: string; ticket: string };

/** The signed-in account's email, which the form prefills and locks; "" when signed out or without one. */
function useAccountEmail(signedIn: boolean): string | null {
  // Without it the form simply starts empty: a failure is no reason to interrupt.
  const account = useAccount({ enabled: signedIn, ...SHOWN_IN_PLACE });
  if (!signedIn || account.isError) return '';
  return account.data ? (account.data.email ?? '') : null;
}

// Open to visitors, outside the signed-in layout: the page brings the query client itself (the same one).
export default function ForgotPage() {
  return (
    <QueryProvider>
      <Forgot />
    </QueryProvider>
  );
}

function Forgot() {
  const navigate = useNavigate();
  const [signedIn] = useState(() => readSession().signedIn);
  const accountEmail = useAccountEmail(signedIn);
  const [step, setStep] = useState<Step>({ at: 1 });
  // Each new step takes the focus to its title, so a keyboard or screen-reader user goes on from there.
  const stepTitle = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (step.at > 1) stepTitle.current?.focus();
  }, [step.at]);
  const [email, setEmail] = useState('');

  return (
    <AuthShell title={messages.title}>
      <p
        ref={stepTitle}
        tabIndex={-1}
        className="-mt-4 mb-4 text-sm text-ink-muted outline-none"
        aria-live="polite"
      >
        <FormattedMessage
          id="portal.forgot.step"
          defaultMessage="Step {step} of 3"
          values={{ step: step.at }}
        />
      </p>
      {accountEmail === null ? <Spinner block /> : null}
      {accountEmail !== null && step.at === 1 ? (
        <EmailStep
          email={accountEmail || email}
          locked={accountEmail !== ''}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep({ at: 2, email: sentTo });
          }}
        />
      ) : null}
      {step.at === 2 ? (
        <CodeStep
          email={step.email}
          onVerified={(ticket) => setStep({ at: 3, email: step.email, ticket })}
          onResend={() => setStep({ at: 1 })}
        />
      ) : null}
      {step.at === 3 ? (
        <PasswordStep
          email={step.email}
          ticket={step.ticket}
          onReset={() => {
            notify({ tone: 'success', message: messages.done });
            navigate('/login', { replace: true });
          }}
        />
      ) : null}
      {signedIn ? null : (
        <Link to="/login" className={textLinkClassName({ underline: 'hover' }, 'mt-4 text-sm')}>
          <FormattedMessage {...messages.back} />
        </Link>
      )}
    </AuthShell>
  );
}
