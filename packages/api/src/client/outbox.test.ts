// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import {
  answeredNothing,
  createOutbox,
  inTabLock,
  type OutboxItem,
  type OutboxSend,
  type OutboxStore,
} from './outbox';

function memoryStore(): OutboxStore & { rows: Map<string, OutboxItem> } {
  const rows = new Map<string, OutboxItem>();
  return {
    rows,
    all: () => Promise.resolve([...rows.values()]),
    get: (id) => Promise.resolve(rows.get(id)),
    put: (item) => {
      rows.set(item.id, item);
      return Promise.resolve();
    },
    delete: (id) => {
      rows.delete(id);
      return Promise.resolve();
    },
  };
}

const noAnswer = () => new ApiError('network', 'Slow network. Please try again later');
const refused = () => new ApiError('business', 'Content contains forbidden words', { code: 16010 });
const sessionEnded = () => new ApiError('unauthorized', 'Session expired', { status: 401, code: 5 });
const notLoaded = () => new TypeError('Failed to fetch dynamically imported module');

function setup(
  sends: Partial<Record<'publish' | 'draft' | 'polish', OutboxSend>> = {},
  owner = 'ayu',
  device: { store?: ReturnType<typeof memoryStore>; exclusive?: ReturnType<typeof inTabLock> } = {},
) {
  const store = device.store ?? memoryStore();
  let clock = 1_000;
  const sent: { kind: string; body: unknown; key: string }[] = [];
  const record =
    (kind: string): OutboxSend =>
    (body, key) => {
      sent.push({ kind, body, key });
      return Promise.resolve({ ok: kind });
    };
  const onSent = vi.fn();
  let who: string | null = owner;
  const outbox = createOutbox({
    store,
    send: {
      publish: sends.publish ?? record('publish'),
      draft: sends.draft ?? record('draft'),
      polish: sends.polish ?? record('polish'),
    },
    owner: () => Promise.resolve(who),
    onSent,
    now: () => (clock += 1),
    exclusive: device.exclusive ?? inTabLock(),
  });
  return { outbox, store, sent, onSent, signIn: (next: string | null) => (who = next) };
}

/** A publish that hangs until released, logged (into `log`, once set) as it starts. */
function heldPublish() {
  const held = {
    log: null as { kind: string; body: unknown; key: string }[] | null,
    release: () => {},
    publish: ((body, key) =>
      new Promise((resolve) => {
        held.log?.push({ kind: 'publish', body, key });
        held.release = () => resolve({});
      })) as OutboxSend,
  };
  return held;
}

/** `setup` with its publish held (`held.release()` lets it answer), logged in `sent` as it starts. */
function setupHeld(owner?: string, device?: Parameters<typeof setup>[2]) {
  const held = heldPublish();
  const outbox = setup({ publish: held.publish }, owner, device);
  held.log = outbox.sent;
  return { ...outbox, held };
}

describe('the outbox', () => {
  it('sends what waits, oldest first, each with its own key, and forgets each once the server took it', async () => {
    const { outbox, sent, onSent } = setup();
    const post = await outbox.add('publish', { content: 'first' });
    const draft = await outbox.add('draft', { title: 'second' });
    await outbox.flush();
    expect(sent).toEqual([
      { kind: 'publish', body: { content: 'first' }, key: post.id },
      { kind: 'draft', body: { title: 'second' }, key: draft.id },
    ]);
    expect(post.id).not.toBe(draft.id);
    expect(await outbox.items()).toEqual([]);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: post.id }), { ok: 'publish' });
  });

  it('keeps the key of a send already tried, so that a lost answer is written once', async () => {
    const { outbox, sent } = setup();
    await outbox.add('publish', { content: 'x' }, { key: 'key-of-the-first-try-00' });
    await outbox.flush();
    expect(sent[0]!.key).toBe('key-of-the-first-try-00');
  });

  it('stops at the first item that gets no answer, and sends it with the same key and body next time', async () => {
    const answers = [Promise.reject(noAnswer()), Promise.resolve({ ok: true })];
    const tries: { body: unknown; key: string }[] = [];
    const { outbox } = setup({
      publish: (body, key) => {
        tries.push({ body, key });
        return answers.shift()!;
      },
    });
    await outbox.add('publish', { content: 'x' });
    await outbox.add('publish', { content: 'y' });
    await outbox.flush();
    expect(tries).toHaveLength(1);
    expect(await outbox.items()).toHaveLength(2);
    await outbox.flush();
    expect(tries[1]).toEqual(tries[0]);
    expect((await outbox.items()).map((item) => item.body)).toEqual([]);
  });

  it('keeps a refused write with the server’s reason for the creator, and goes on with the rest', async () => {
    const { outbox, sent } = setup({ publish: () => Promise.reject(refused()) });
    const post = await outbox.add('publish', { content: 'bad words' });
    await outbox.add('draft', { title: 'fine' });
    await outbox.flush();
    expect(sent.map((item) => item.kind)).toEqual(['draft']);
    expect(await outbox.items()).toEqual([
      expect.objectContaining({ id: post.id, state: 'refused', refusal: 'Content contains forbidden words' }),
    ]);
    // A refusal is not sent again by itself.
    await outbox.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends once when asked twice at the same time', async () => {
    const { outbox, sent, held } = setupHeld();
    await outbox.add('publish', { content: 'x' });
    const first = outbox.flush();
    const second = outbox.flush();
    await expect.poll(() => sent).toHaveLength(1);
    held.release();
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
  });

  it('never sends another creator’s writes, and keeps none of a signed-out visitor', async () => {
    const { outbox, sent, signIn } = setup();
    await outbox.add('publish', { content: 'ayu’s' });
    signIn('budi');
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(await outbox.items()).toEqual([]);
    signIn(null);
    await expect(outbox.add('publish', { content: 'x' })).rejects.toThrow(/signed-in/);
    signIn('ayu');
    expect(await outbox.items()).toHaveLength(1);
  });

  it('forgets a cancelled item and tells its listeners', async () => {
    const { outbox, sent } = setup();
    const listener = vi.fn();
    outbox.subscribe(listener);
    const post = await outbox.add('publish', { content: 'x' });
    await outbox.remove(post.id);
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the session ended on the way (401): it goes once the creator is back', () => sessionEnded()],
    ['the device failed (the calls not loaded): never taken for a refusal', () => notLoaded()],
  ])('keeps a write waiting when %s', async (_, failure) => {
    const answers = [Promise.reject(failure()), Promise.resolve({})];
    const { outbox } = setup({ publish: () => answers.shift()! });
    await outbox.add('publish', { content: 'x' });
    await outbox.flush();
    expect(await outbox.items()).toEqual([expect.objectContaining({ state: 'waiting' })]);
    await outbox.flush();
    expect(await outbox.items()).toEqual([]);
  });

  it('cancelling an item on its way waits for the send: once sent, there is nothing left to cancel', async () => {
    const { outbox, sent, held } = setupHeld();
    const post = await outbox.add('publish', { content: 'x' });
    const flushed = outbox.flush();
    await expect.poll(() => sent).toHaveLength(1);
    const cancelled = outbox.remove(post.id);
    held.release();
    await flushed;
    await expect(cancelled).resolves.toBe(false);
  });

  it('a flush asked while one runs goes over the items once more when done: what was added meanwhile goes', async () => {
    const { outbox, sent, held } = setupHeld();
    await outbox.add('publish', { content: 'first' });
    const first = outbox.flush();
    await expect.poll(() => sent).toHaveLength(1);
    await outbox.add('draft', { title: 'added meanwhile' });
    const second = outbox.flush();
    held.release();
    await Promise.all([first, second]);
    expect(sent.map((item) => item.kind)).toEqual(['publish', 'draft']);
    expect(await outbox.items()).toEqual([]);
  });

  it('cancelling in one tab waits for the send under way in another', async () => {
    const store = memoryStore();
    // Web Locks as two tabs see them: one holder at a time, the others in turn.
    const exclusive = inTabLock();
    const sending = setupHeld('ayu', { store, exclusive });
    const other = setup({}, 'ayu', { store, exclusive });
    const post = await sending.outbox.add('publish', { content: 'x' });
    const flushed = sending.outbox.flush();
    await expect.poll(() => sending.sent).toHaveLength(1);
    const cancelled = other.outbox.remove(post.id);
    sending.held.release();
    await flushed;
    await expect(cancelled).resolves.toBe(false);
  });

  it('signing out clears the creator’s items, after the send under way, and leaves another creator’s', async () => {
    const { outbox, sent, store, signIn, held } = setupHeld();
    signIn('budi');
    await outbox.add('draft', { title: 'budi’s' });
    signIn('ayu');
    await outbox.add('publish', { content: 'on its way' });
    await outbox.add('draft', { title: 'waiting' });
    const listener = vi.fn();
    outbox.subscribe(listener);
    const flushed = outbox.flush();
    await expect.poll(() => sent).toHaveLength(1);
    const cleared = outbox.clear();
    held.release();
    await Promise.all([flushed, cleared]);
    // The post was on its way and went; the clear came before the draft's turn, and it never went.
    expect(sent.map((item) => item.kind)).toEqual(['publish']);
    expect(await outbox.items()).toEqual([]);
    expect((await store.all()).map((item) => item.owner)).toEqual(['budi']);
    expect(listener).toHaveBeenCalled();
  });

  it('cancelling an item waits for the send under way only, not for the items before it in the line', async () => {
    const { outbox, sent, held } = setupHeld();
    await outbox.add('publish', { content: 'on its way' });
    const draft = await outbox.add('draft', { title: 'cancelled' });
    await outbox.add('polish', { content: 'after it' });
    const flushed = outbox.flush();
    await expect.poll(() => sent).toHaveLength(1);
    const cancelled = outbox.remove(draft.id);
    held.release();
    await expect(cancelled).resolves.toBe(true);
    await flushed;
    expect(sent.map((item) => item.kind)).toEqual(['publish', 'polish']);
  });

  it('a flush asked again while the network is away ends with its pass: the next trigger tries again', async () => {
    const publish = vi.fn(() => Promise.reject(noAnswer()));
    const { outbox } = setup({ publish });
    await outbox.add('publish', { content: 'x' });
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(await outbox.items()).toEqual([expect.objectContaining({ state: 'waiting' })]);
  });

  it('an item cancelled before its turn is not sent', async () => {
    const { outbox, sent, store, held } = setupHeld();
    await outbox.add('publish', { content: 'first' });
    const second = await outbox.add('draft', { title: 'second' });
    const flushed = outbox.flush();
    await expect.poll(() => sent).toHaveLength(1);
    // Another tab drops the second one meanwhile (straight in the store).
    await store.delete(second.id);
    held.release();
    await flushed;
    expect(sent.map((item) => item.kind)).toEqual(['publish']);
  });
});

describe('answeredNothing', () => {
  it('is a send that got no answer at all, not a 5xx nor a refusal', () => {
    expect(answeredNothing(noAnswer())).toBe(true);
    expect(answeredNothing(new ApiError('network', 'Slow network', { status: 502 }))).toBe(false);
    expect(answeredNothing(refused())).toBe(false);
    expect(answeredNothing(new TypeError('Failed to fetch'))).toBe(false);
  });
});
