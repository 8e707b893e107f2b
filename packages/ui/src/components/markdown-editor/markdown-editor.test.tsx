import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arEG from '../../messages/ar-EG.json';
import enUS from '../../messages/en-US.json';
import { MarkdownEditor, type MarkdownEditorHandle, type MarkdownEditorProps } from './markdown-editor';
import { MarkdownPreview, PREVIEW_DELAY_MS } from './markdown-preview';

const toHtml = (markdown: string) => `<p>${markdown}</p>`;

function Harness({ initial = '', ...props }: Partial<MarkdownEditorProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor
      label="Body"
      toHtml={toHtml}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function renderEditor(
  props: Partial<MarkdownEditorProps> & { initial?: string } = {},
  locale: 'en-US' | 'ar-EG' = 'en-US',
) {
  const ref = createRef<MarkdownEditorHandle>();
  const onChange = vi.fn();
  render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : arEG}>
      <Harness ref={ref} onChange={onChange} {...props} />
    </IntlProvider>,
  );
  return { ref, onChange };
}

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox');

describe('MarkdownEditor', () => {
  afterEach(() => vi.useRealTimers());

  it('has only the toolbar the spec allows, labelled in the locale', () => {
    renderEditor({ onPickImages: vi.fn() }, 'ar-EG');
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'عنوان من المستوى 1',
      'عنوان من المستوى 2',
      'عنوان من المستوى 3',
      'عريض',
      'قائمة نقطية',
      'قائمة مرقمة',
      'إدراج صور',
      'سطر جديد',
      'كتابة',
      'الكتابة والمعاينة جنبًا إلى جنب',
      'معاينة',
    ]);
  });

  it('lets the text take the direction of what is written', () => {
    renderEditor({ initial: 'A weekend in Jakarta' }, 'ar-EG');
    expect(box()).toHaveAttribute('dir', 'auto');
  });

  it('writes in the direction it is told', () => {
    renderEditor({ initial: 'A weekend in Jakarta', dir: 'rtl' });
    expect(box()).toHaveAttribute('dir', 'rtl');
  });

  it('leaves the image button out without onPickImages', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Insert images' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
  });

  it('names its text box by label, or by the element aria-labelledby names', () => {
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <h2 id="body-title">Article body</h2>
        <MarkdownEditor aria-labelledby="body-title" value="" onChange={vi.fn()} toHtml={toHtml} invalid />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Article body' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports typing', async () => {
    const { onChange } = renderEditor();
    await userEvent.type(box(), 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });

  it('inserts at the caret, in place of the selection', () => {
    const { ref, onChange } = renderEditor({ initial: 'Hello world' });
    box().focus();
    box().setSelectionRange(6, 11);
    act(() => ref.current!.insert('there'));
    expect(onChange).toHaveBeenLastCalledWith('Hello there');
    expect(box()).toHaveValue('Hello there');
  });

  it('replaces a placeholder once, without taking the focus, and says whether it found it', () => {
    const { ref, onChange } = renderEditor({ initial: 'A ![](up:1) B ![](up:1)' });
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    let found = false;
    act(() => {
      found = ref.current!.replace('![](up:1)', '![](https://img/x.png)');
    });
    expect(found).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('A ![](https://img/x.png) B ![](up:1)');
    expect(outside).toHaveFocus();
    expect(ref.current!.replace('![](up:2)', 'x')).toBe(false);
    outside.remove();
  });

  it('in preview mode inserts where the caret last was, and focus() goes back to writing', async () => {
    const { ref, onChange } = renderEditor({ initial: 'One two' });
    box().focus();
    box().setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    act(() => ref.current!.insert(','));
    expect(onChange).toHaveBeenLastCalledWith('One, two');
    act(() => ref.current!.focus());
    expect(box()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Write' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('chains calls made before the next render (two uploads finishing at once, in preview)', async () => {
    const { ref, onChange } = renderEditor({ initial: '![](up:1)\n![](up:2)' });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    act(() => {
      ref.current!.replace('![](up:1)', '![](https://img/1.png)');
      ref.current!.replace('![](up:2)', '![](https://img/2.png)');
    });
    expect(onChange).toHaveBeenLastCalledWith('![](https://img/1.png)\n![](https://img/2.png)');
  });

  it('changes nothing when read-only', async () => {
    const { onChange } = renderEditor({ initial: 'Locked', readOnly: true, onPickImages: vi.fn() });
    expect(box()).toHaveAttribute('readonly');
    for (const name of ['Heading 1', 'Bold', 'Numbered list', 'Insert images', 'Line break']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await userEvent.type(box(), 'x');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it('hands dropped files over', () => {
    const onDropFiles = vi.fn();
    renderEditor({ onDropFiles });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { types: ['Files'], files: [file] } });
    box().dispatchEvent(drop);
    expect(onDropFiles).toHaveBeenCalledWith([file]);
    expect(drop.defaultPrevented).toBe(true);
  });
});

describe('MarkdownPreview', () => {
  it("shows toHtml's output, made again only when typing pauses", () => {
    vi.useFakeTimers();
    const convert = vi.fn((markdown: string) => `<h1>${markdown}</h1>`);
    const { rerender } = render(<MarkdownPreview source="One" toHtml={convert} label="Preview" />);
    const region = screen.getByRole('region', { name: 'Preview' });
    // Its headings go under the page's title.
    expect(within(region).getByRole('heading', { level: 2, name: 'One' })).toBeInTheDocument();
    rerender(<MarkdownPreview source="One t" toHtml={convert} label="Preview" />);
    rerender(<MarkdownPreview source="One tw" toHtml={convert} label="Preview" />);
    rerender(<MarkdownPreview source="One two" toHtml={convert} label="Preview" />);
    expect(region).toHaveAttribute('data-state', 'pending');
    expect(convert).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(convert).toHaveBeenCalledTimes(2);
    expect(convert).toHaveBeenLastCalledWith('One two');
    expect(region).toHaveTextContent('One two');
    vi.useRealTimers();
  });

  it('says so when there is nothing to show', () => {
    render(<MarkdownPreview source="" toHtml={() => ''} label="Preview" emptyText="Nothing yet." />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Nothing yet.');
  });
});
