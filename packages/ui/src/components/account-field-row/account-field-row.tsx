import Clock from 'lucide-react/icons/clock';
import Pencil from 'lucide-react/icons/pencil';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { messages } from './messages';

export type AccountFieldRowProps = {
  label: ReactNode;
  /**
   * The current value as shown (text, an avatar…). Text is laid out in its own direction; a value given as
   * elements isolates its own text.
   */
  value: ReactNode;
  /** A change is under review: the badge shows and the edit control hides. */
  inReview?: boolean;
  /** Editing is allowed at all (false for creator id, email, region). */
  editable?: boolean;
  /** False when no change is left this period: the edit control is disabled with `exhaustedHint`. */
  canChange?: boolean;
  exhaustedHint?: ReactNode;
  /** A hint under the row (limits, review time). */
  hint?: ReactNode;
  /** Edit mode (controlled); left out, the row keeps it itself. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  /**
   * Saves the edit. Return (or resolve to) `false` to stay in edit mode; a rejected promise stays
   * too. While a promise runs the save button is busy.
   */
  onSave?: () => void | boolean | Promise<void | boolean>;
  onCancel?: () => void;
  /** Saving is in progress (controlled). */
  saving?: boolean;
  /** The editor shown in edit mode. */
  children?: ReactNode;
  editLabel?: string;
  className?: string;
};

/** One row of the account page: label, value and, when allowed, an edit mode with save and cancel. */
export function AccountFieldRow({
  label,
  value,
  inReview = false,
  editable = true,
  canChange = true,
  exhaustedHint,
  hint,
  editing,
  onEditingChange,
  onSave,
  onCancel,
  saving,
  children,
  editLabel,
  className,
}: AccountFieldRowProps) {
  const intl = useIntl();
  const [ownEditing, setOwnEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const isEditing = (editing ?? ownEditing) && editable && !inReview;
  const busy = saving ?? pending;
  const hintId = `account-field-hint-${useId()}`;

  const setEditing = (next: boolean) => {
    if (editing === undefined) setOwnEditing(next);
    onEditingChange?.(next);
  };

  const save = async () => {
    const result = onSave?.();
    if (result instanceof Promise) {
      setPending(true);
      try {
        if ((await result) !== false) setEditing(false);
      } catch {
        // The caller shows why it failed; the editor stays open for another try.
      } finally {
        setPending(false);
      }
    } else if (result !== false) setEditing(false);
  };

  const disabledHint = !canChange ? (exhaustedHint ?? intl.formatMessage(messages.exhausted)) : null;
  const labelText = typeof label === 'string' ? label : undefined;

  return (
    <div
      data-slot="account-field-row"
      data-state={isEditing ? 'editing' : inReview ? 'in-review' : !canChange ? 'exhausted' : 'idle'}
      className={cn(
        'grid gap-x-6 gap-y-2 border-b border-line py-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start',
        className,
      )}
    >
      <div data-slot="account-field-row-label" className="pt-1.5 text-sm text-ink-muted">
        {label}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        {isEditing ? (
          <div data-slot="account-field-row-editor" className="flex flex-col gap-3">
            {children}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" loading={busy} onClick={save}>
                {intl.formatMessage(messages.save)}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  onCancel?.();
                  setEditing(false);
                }}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
            </div>
          </div>
        ) : (
          <div
            data-slot="account-field-row-value"
            className="flex min-h-9 min-w-0 flex-wrap items-center gap-2 text-sm break-words text-ink"
          >
            {typeof value === 'string' || typeof value === 'number' ? (
              <span data-slot="account-field-row-text" dir="auto" className="min-w-0">
                {value}
              </span>
            ) : (
              value
            )}
            {inReview ? (
              <Badge tone="warning" data-slot="account-field-row-review">
                <Clock aria-hidden="true" />
                {intl.formatMessage(messages.inReview)}
              </Badge>
            ) : null}
          </div>
        )}
        {hint || disabledHint ? (
          <p id={hintId} className="text-xs text-ink-muted">
            {disabledHint ?? hint}
          </p>
        ) : null}
      </div>
      {editable && !inReview && !isEditing ? (
        <Button
          size="sm"
          variant="ghost"
          tone="brand"
          data-slot="account-field-row-edit"
          disabled={!canChange}
          aria-describedby={disabledHint ? hintId : undefined}
          aria-label={
            editLabel ??
            (labelText ? intl.formatMessage(messages.editNamed, { label: labelText }) : undefined)
          }
          onClick={() => setEditing(true)}
          className="justify-self-start sm:justify-self-end"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.edit)}
        </Button>
      ) : null}
    </div>
  );
}
