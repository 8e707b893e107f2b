import { useOutbox, type OutboxItem } from '@creator/api/react/outbox';
import { takeBack } from '@creator/api/react/outbox-send';
import { ShowType } from '@creator/domain/content';
import { useOnline } from '@creator/api/react/online';
import { OutboxPanel, type OutboxPanelItem } from '@creator/ui/outbox-panel';
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReplacesUnsavedWork } from '../components/unsaved-work';
import { notify } from '../providers/notify';
import { reportError } from '../providers/report-error';
import { messages } from './outbox-messages';

/** The longest start of a post's text the panel shows (it clamps to two lines). */
const EXCERPT_MAX = 160;

const text = (body: unknown, field: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : '';
  return typeof value === 'string' ? value : '';
};

/** An outbox item as the panel shows it: a post's text is plain, an article's HTML is left out. */
function shown(item: OutboxItem): OutboxPanelItem {
  const article =
    item.kind === 'draft' ||
    (item.kind === 'publish' &&
      (item.body as { show_type?: unknown } | null)?.show_type === ShowType.article);
  return {
    id: item.id,
    kind: item.kind === 'publish' ? (article ? 'article' : 'post') : item.kind,
    title: text(item.body, 'title'),
    excerpt: article ? undefined : text(item.body, 'content').slice(0, EXCERPT_MAX),
    queuedAt: Math.floor(item.queuedAt / 1000),
    refusal: item.state === 'refused' ? (item.refusal ?? '') : undefined,
  };
}

/** ui's outbox panel on the creator's waiting writes: Edit takes one back to its page, Cancel drops it. */
export default function WaitingWork({ id, items }: { id: string; items: OutboxItem[] }) {
  const outbox = useOutbox();
  const navigate = useNavigate();
  const online = useOnline();
  const replacesUnsavedWork = useReplacesUnsavedWork();
  const [sending, setSending] = useState(false);
  /** The item Edit is taking back (it waits for a send under way first). */
  const [opening, setOpening] = useState<string | undefined>();
  // The panel leaves with its last item (sent, cancelled, taken back): focus inside it goes to the page, not to
  // the document's body. Run before the panel's node is removed.
  useLayoutEffect(
    () => () => {
      if (document.getElementById(id)?.contains(document.activeElement))
        queueMicrotask(() => document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true }));
    },
    [id],
  );
  if (!outbox) return null;
  const byId = (itemId: string) => items.find((item) => item.id === itemId);
  return (
    <OutboxPanel
      id={id}
      tabIndex={-1}
      className="mb-4"
      items={items.map(shown)}
      sending={sending}
      onSendNow={
        online
          ? () => {
              setSending(true);
              void outbox
                .flush()
                .catch(reportError)
                .finally(() => setSending(false));
            }
          : undefined
      }
      opening={opening}
      onEdit={(itemId) => {
        const item = byId(itemId);
        if (!item || opening) return;
        // Its page is on screen with work typed and not yet saved, which reopening it would lose.
        if (item.edit && replacesUnsavedWork(item.edit.path))
          return notify({ tone: 'warning', message: messages.editBlocked });
        setOpening(itemId);
        void takeBack(outbox, item)
          .then((result) => {
            if (result === 'gone') return notify({ tone: 'success', message: messages.alreadySent });
            if (result === 'blocked') return notify({ tone: 'warning', message: messages.editBlocked });
            // A new entry of the page (its state tells it apart): the page opens afresh, with the work offered.
            void navigate(item.edit!.path, { state: { fromOutbox: item.id } });
          }, reportError)
          .finally(() => setOpening(undefined));
      }}
      onCancel={(itemId) =>
        void outbox.remove(itemId).then((removed) => {
          // It went while the creator was asked (a send of it was under way): it cannot be taken back.
          if (!removed) notify({ tone: 'success', message: messages.alreadySent });
        }, reportError)
      }
    />
  );
}
