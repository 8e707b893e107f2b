import { useEffect, useRef, useState } from 'react';
import type {
  FieldErrors,
  FieldValues,
  UseFormClearErrors,
  UseFormHandleSubmit,
  UseFormWatch,
} from 'react-hook-form';
import { genericMessages, type MessageDescriptor } from '../rules/descriptor';
import { fieldErrorDescriptor } from './resolver';

/** A rule's refusal: the field it points at and what it says. */
export interface RuleProblem<F extends string = string> {
  field: F;
  message: MessageDescriptor;
}

/** What a form's resolver made of a send: the body to send, or the first problem. */
export type Prepared<P, F extends string = string> =
  { payload: P; problem: null } | { payload: null; problem: RuleProblem<F> };

/** The first error react-hook-form holds, as the rule's problem (its message with the values it carries). */
export function firstProblem<F extends string>(errors: FieldErrors<FieldValues>): RuleProblem<F> {
  const [field, error] = Object.entries(errors)[0] ?? ['', undefined];
  return {
    field: field as F,
    message: fieldErrorDescriptor(error as { message?: string } | undefined) ?? genericMessages.invalid,
  };
}

/**
 * Runs a form's resolver as a submit would (react-hook-form marks the refused field) and says what it made; null
 * when the submit ended without either (the form was reset under it: a restore), so that nothing is sent.
 */
export function prepareSend<V extends FieldValues, P, F extends string>(
  handleSubmit: UseFormHandleSubmit<V, P>,
): Promise<Prepared<P, F> | null> {
  return new Promise((resolve, reject) => {
    handleSubmit(
      (payload) => resolve({ payload, problem: null }),
      (errors) => resolve({ payload: null, problem: firstProblem<F>(errors as FieldErrors<FieldValues>) }),
    )().then(() => resolve(null), reject);
  });
}

/**
 * However a value changes (a setter, a controlled widget), the problems it solves lose their mark (a refused
 * send marks one field until the creator touches what it names), and `changed` hears of it.
 */
export function useClearProblemsOnChange<V extends FieldValues>(
  form: { watch: UseFormWatch<V>; clearErrors: UseFormClearErrors<V> },
  problemsOf: Readonly<Record<keyof V, string | readonly string[]>>,
  changed: () => void,
) {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (!name || !(name in problemsOf)) return;
      clearErrors(problemsOf[name as keyof V] as Parameters<UseFormClearErrors<V>>[0]);
      changed();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, problemsOf, changed]);
}

const FOCUSABLE = 'input:not([type="hidden"]),select,textarea,button:not([disabled]),[tabindex="0"]';

/**
 * Focuses a refused field inside `root` (its box carries `data-field`): the control marked invalid, else a file
 * input (where more images are chosen), else the first control of the box.
 */
export function focusFieldIn(root: HTMLElement | null, field: string) {
  const box = root?.querySelector(`[data-field="${field}"]`);
  const target =
    box?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)') ??
    box?.querySelector<HTMLElement>('input[type="file"]') ??
    box?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

export interface Toast {
  tone: 'success' | 'warning' | 'error';
  message: MessageDescriptor | string;
}

export interface PublishFlowOptions<Mode extends string, P> {
  /** The form's resolver on the send asked for: the body, or the first problem (marked on its field); null: none. */
  prepare: (mode: Mode) => Promise<Prepared<P> | null>;
  /** Why nothing can go yet (images still on their way), asked before the rules; null when nothing waits. */
  waiting?: () => MessageDescriptor | null;
  /** The call. Its failure has been told by the client (a toast, or the session-expired flow) unless `failed` says more. */
  send: (payload: P, mode: Mode) => Promise<unknown>;
  /** The form's draft on this device (`useLocalDraft`): saved before sending, cleared once sent. */
  draft: { saveNow: () => void; clear: () => void };
  /** The app's toasts. */
  notify: (toast: Toast) => void;
  /** The success toast of a mode. */
  sentMessage: (mode: Mode) => MessageDescriptor;
  /**
   * What to say (a warning) when the send's answer says it waits on the device for the network (the outbox's
   * `isQueued`): the page then goes on as after a success, its work kept by the outbox. Null for a real answer.
   */
  queued?: (answer: unknown, mode: Mode) => MessageDescriptor | null;
  /** Where the page goes once sent (called after the state that says so has rendered; may return a cleanup). */
  leave: (mode: Mode) => void | (() => void);
  /** A failure the page shows itself (the draft limit's dialog); every failure keeps the form as it is. */
  failed?: (error: unknown, mode: Mode) => void;
  /** Focuses a refused field once its mark is on screen (`focusFieldIn` for most). */
  focus: (field: string) => void;
  /** Nothing can be sent (read-only, or another tab holds the item). */
  disabled?: boolean;
}

/**
 * Publishing (or saving a draft) as every creation page does it: sent once however often it is asked; the first
 * problem told as a toast, its field marked and focused; the work saved on this device before sending, so that a
 * failure or a 401 loses nothing; on success the draft forgotten, the success toast, and the page left. A send
 * that went into the outbox (no answer came) ends the same way, with its own warning: the outbox keeps the work.
 */
export function usePublishFlow<Mode extends string, P>(options: PublishFlowOptions<Mode, P>) {
  const sending = useRef(false);
  const [busy, setBusy] = useState<Mode | null>(null);
  const [finished, setFinished] = useState<Mode | null>(null);
  // A new object per refusal: the same field refused twice is focused twice.
  const [focusRequest, setFocusRequest] = useState<{ field: string }>();
  // The page's latest options, for the effects below and for a send asked by an event.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (focusRequest) latest.current.focus(focusRequest.field);
  }, [focusRequest]);
  useEffect(() => {
    if (finished) return latest.current.leave(finished);
  }, [finished]);

  const submit = async (mode: Mode) => {
    const flow = latest.current;
    if (sending.current || flow.disabled) return;
    const waiting = flow.waiting?.();
    if (waiting) return flow.notify({ tone: 'warning', message: waiting });
    // Held from the first press: a second one while the rules run sends nothing.
    sending.current = true;
    let prepared: Prepared<P> | null;
    try {
      prepared = await flow.prepare(mode);
    } catch (error) {
      sending.current = false;
      throw error;
    }
    if (!prepared) {
      sending.current = false;
      return;
    }
    if (prepared.problem) {
      sending.current = false;
      flow.notify({ tone: 'error', message: prepared.problem.message });
      setFocusRequest({ field: prepared.problem.field });
      return;
    }
    setBusy(mode);
    // Whatever the answer (a 401 takes the page away), the work is on this device first.
    flow.draft.saveNow();
    try {
      const answer = await flow.send(prepared.payload, mode);
      flow.draft.clear();
      const waits = flow.queued?.(answer, mode) ?? null;
      flow.notify(
        waits ? { tone: 'warning', message: waits } : { tone: 'success', message: flow.sentMessage(mode) },
      );
      // Still `sending`: nothing more goes while the page leaves.
      setFinished(mode);
    } catch (error) {
      sending.current = false;
      flow.failed?.(error, mode);
    } finally {
      setBusy(null);
    }
  };

  return {
    /** Asks for a send of `mode`; resolves when it has been refused, sent or has failed. */
    submit,
    /** The mode being sent. */
    busy,
    /** The mode sent (the page is on its way out). */
    finished,
  };
}
