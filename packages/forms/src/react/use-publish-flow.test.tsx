// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describe as message } from '../rules/descriptor';
import { focusFieldIn, usePublishFlow, type Prepared, type PublishFlowOptions } from './use-publish-flow';

const titleMax = message('forms.test.flow.title-max', 'At most {max} characters', { max: 70 });
const uploading = message('forms.test.flow.uploading', 'Uploading…');
const sent = message('forms.test.flow.sent', 'Published');

type Mode = 'publish' | 'draft';

function setup(overrides: Partial<PublishFlowOptions<Mode, string>> = {}) {
  const calls: string[] = [];
  const options: PublishFlowOptions<Mode, string> = {
    prepare: vi.fn(async (mode: Mode): Promise<Prepared<string>> => ({
      payload: `body of ${mode}`,
      problem: null,
    })),
    send: vi.fn(async (payload: string) => void calls.push(`send ${payload}`)),
    draft: {
      saveNow: vi.fn(() => void calls.push('saved locally')),
      clear: vi.fn(() => void calls.push('cleared')),
    },
    notify: vi.fn(),
    sentMessage: () => sent,
    leave: vi.fn(),
    focus: vi.fn(),
    ...overrides,
  };
  const hook = renderHook((props: Partial<PublishFlowOptions<Mode, string>>) =>
    usePublishFlow<Mode, string>({ ...options, ...props }),
  );
  return { ...hook, options, calls };
}

afterEach(cleanup);

describe('usePublishFlow', () => {
  it('saves on this device, then sends; once sent it forgets the draft, says so and leaves', async () => {
    const { result, options, calls } = setup();
    await act(() => result.current.submit('publish'));
    expect(calls).toEqual(['saved locally', 'send body of publish', 'cleared']);
    expect(options.notify).toHaveBeenCalledWith({ tone: 'success', message: sent });
    expect(result.current.finished).toBe('publish');
    expect(options.leave).toHaveBeenCalledWith('publish');
    // On its way out: nothing more goes.
    await act(() => result.current.submit('publish'));
    expect(options.send).toHaveBeenCalledTimes(1);
  });

  it('a send that waits on the device for the network ends as a success, with its own warning', async () => {
    const waits = message('forms.test.flow.waits', 'Waiting for the network');
    const { result, options, calls } = setup({
      send: vi.fn(async () => ({ queued: true })),
      queued: (answer, mode) =>
        mode === 'publish' && (answer as { queued?: boolean }).queued ? waits : null,
    });
    await act(() => result.current.submit('publish'));
    expect(calls).toEqual(['saved locally', 'cleared']);
    expect(options.notify).toHaveBeenCalledWith({ tone: 'warning', message: waits });
    expect(options.leave).toHaveBeenCalledWith('publish');
  });

  it('sends once however often it is asked while one send is under way', async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { result } = setup({ send });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit('publish');
      void result.current.submit('publish');
      void result.current.submit('draft');
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.busy).toBe('publish');
    await act(async () => {
      answer();
      await first;
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refused: the first problem as a toast, its field focused once marked; nothing saved or sent', async () => {
    const prepare = vi.fn(async (): Promise<Prepared<string>> => ({
      payload: null,
      problem: { field: 'title', message: titleMax },
    }));
    const { result, options } = setup({ prepare });
    await act(() => result.current.submit('publish'));
    expect(options.notify).toHaveBeenCalledWith({ tone: 'error', message: titleMax });
    expect(options.focus).toHaveBeenCalledWith('title');
    expect(options.draft.saveNow).not.toHaveBeenCalled();
    expect(options.send).not.toHaveBeenCalled();
    // The same refusal again focuses the field again.
    await act(() => result.current.submit('publish'));
    expect(options.focus).toHaveBeenCalledTimes(2);
  });

  it('a failed send keeps the work (saved, never cleared), tells the page, and may be sent again', async () => {
    const failure = new Error('no answer');
    const send = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    const failed = vi.fn();
    const { result, options } = setup({ send, failed });
    await act(() => result.current.submit('draft'));
    expect(failed).toHaveBeenCalledWith(failure, 'draft');
    expect(options.draft.saveNow).toHaveBeenCalledTimes(1);
    expect(options.draft.clear).not.toHaveBeenCalled();
    expect([result.current.busy, result.current.finished]).toEqual([null, null]);
    expect(options.leave).not.toHaveBeenCalled();
    await act(() => result.current.submit('draft'));
    expect(result.current.finished).toBe('draft');
  });

  it('sends nothing while images are on their way (a warning) or while disabled', async () => {
    const waiting = setup({ waiting: () => uploading });
    await act(() => waiting.result.current.submit('publish'));
    expect(waiting.options.notify).toHaveBeenCalledWith({ tone: 'warning', message: uploading });
    expect(waiting.options.prepare).not.toHaveBeenCalled();

    const disabled = setup({ disabled: true });
    await act(() => disabled.result.current.submit('publish'));
    expect(disabled.options.prepare).not.toHaveBeenCalled();
    expect(disabled.options.notify).not.toHaveBeenCalled();
  });

  it('sends nothing when the form was reset under the check (no body, no problem), and may be asked again', async () => {
    const prepare = vi
      .fn<(mode: Mode) => Promise<Prepared<string> | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ payload: 'body', problem: null });
    const { result, options } = setup({ prepare });
    await act(() => result.current.submit('publish'));
    expect(options.send).not.toHaveBeenCalled();
    expect(options.notify).not.toHaveBeenCalled();
    await act(() => result.current.submit('publish'));
    expect(options.send).toHaveBeenCalledWith('body', 'publish');
  });

  it('cleans up what leaving started when the page goes first', async () => {
    const stop = vi.fn();
    const { result, unmount } = setup({ leave: () => stop });
    await act(() => result.current.submit('draft'));
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('focusFieldIn', () => {
  it('focuses the refused field’s marked control that can take the focus, else its file input, else its first control', () => {
    document.body.innerHTML = `
      <form>
        <section data-field="covers">
          <input type="checkbox" aria-invalid="true" disabled id="taken">
          <input type="checkbox" aria-invalid="true" id="free">
        </section>
        <section data-field="images"><button type="button" id="tile">Tile</button><input type="file" id="add"></section>
        <div data-field="title"><label>Title <input id="title"></label></div>
      </form>`;
    const root = document.querySelector('form');
    focusFieldIn(root, 'covers');
    expect(document.activeElement?.id).toBe('free');
    focusFieldIn(root, 'images');
    expect(document.activeElement?.id).toBe('add');
    focusFieldIn(root, 'title');
    expect(document.activeElement?.id).toBe('title');
  });
});
