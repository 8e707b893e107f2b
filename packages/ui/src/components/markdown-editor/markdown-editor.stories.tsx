import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { articleMarkdownToHtml } from '@creator/forms/rules/article-markdown';
import { localized } from '../../lib/story-intl';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { labelledPicture } from '../../lib/story-picture';
import { getArticlePurifier } from '../../lib/sanitize-html';
import { Field } from '../field';
import {
  EDITOR_HEIGHT,
  MarkdownEditor,
  type MarkdownEditorHandle,
  type MarkdownEditorProps,
} from './markdown-editor';
import { messages } from './messages';

const IMAGE_HOST = 'https://img.example.com';

/** Pictures behind the image host's addresses the stories' Markdown uses (no network in stories). */
const PICTURES: Record<string, string> = {
  [`${IMAGE_HOST}/harbour_1280_720.png`]: labelledPicture({
    width: 1280,
    height: 720,
    hue: 200,
    label: 'Harbour',
    baselinePercent: 58,
    fontSize: 160,
  }),
  [`${IMAGE_HOST}/market_960_640.png`]: labelledPicture({
    width: 960,
    height: 640,
    hue: 30,
    label: 'Market',
    baselinePercent: 58,
    fontSize: 140,
  }),
};

/**
 * The portal's converter: Markdown through the article allow-list (DOMPurify over the window). The image host's
 * addresses it lets through are then shown as the story pictures.
 */
const toHtml = (markdown: string) =>
  articleMarkdownToHtml(markdown, getArticlePurifier(), { imageHost: IMAGE_HOST }).replace(
    /src="([^"]+)"/gu,
    (attribute, address: string) => (PICTURES[address] ? `src="${PICTURES[address]}"` : attribute),
  );

const FILLED = `# A weekend in Jakarta

Two days, one map and a **very** strong coffee.\\
Everything below fits in a single weekend.

## Where to eat

- Sate by the harbour at sunset
- Nasi goreng in the **old market**
- Es teler when the afternoon gets hot

![Harbour at dawn](https://img.example.com/harbour_1280_720.png)

## The plan

1. Start at the harbour before seven
2. Walk to the market
3. Rest in the shade

### What to bring

Water, a hat and patience for the traffic.

![Market stalls](https://img.example.com/market_960_640.png)
`;

const ARABIC = `# عطلة نهاية أسبوع في القاهرة

يومان وخريطة واحدة وفنجان قهوة **قوي جدًا**.\\
كل ما يلي يتسع له أسبوع واحد.

## أين تأكل

- الكشري في وسط البلد
- الفول والطعمية في **الصباح الباكر**
- عصير القصب حين يشتد الحر

![الميناء عند الفجر](https://img.example.com/harbour_1280_720.png)

## الخطة

1. ابدأ من النيل قبل السابعة
2. امشِ إلى خان الخليلي
3. استرح في الظل

${Array.from(
  { length: 6 },
  (_, index) =>
    `### ملاحظة ${index + 1}\n\nالمدينة لا تنام، والشوارع مزدحمة في كل ساعة من ساعات النهار والليل، فخطط لرحلتك بهدوء واترك وقتًا للمشي والتأمل والحديث مع الناس الذين تلقاهم في الطريق.`,
).join('\n\n')}
`;

const CHINESE = `# 雅加达的周末

两天、一张地图，还有一杯**非常**浓的咖啡。\\
下面的一切，一个周末就能走完。

## 吃什么

- 日落时分港口边的沙爹
- **老市场**里的印尼炒饭
- 午后最热时来一碗冰饮

![清晨的港口](https://img.example.com/harbour_1280_720.png)

## 行程

1. 七点前从港口出发
2. 步行去市场
3. 在树荫下休息

${Array.from(
  { length: 6 },
  (_, index) =>
    `### 提示 ${index + 1}\n\n这座城市从不入睡，街道在白天和夜晚的每一个小时都很拥挤。请从容地安排行程，留出时间散步、观察，并和路上遇到的人聊聊天。`,
).join('\n\n')}
`;

/** Holds the text as the article form does, and still reports every change to the actions panel. */
function Controlled(props: MarkdownEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MarkdownEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const textbox = (canvasElement: HTMLElement, name: string | RegExp = 'Article body') =>
  within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name });

const meta = {
  title: 'Patterns/Creation/MarkdownEditor',
  component: MarkdownEditor,
  tags: ['autodocs'],
  args: {
    value: '',
    onChange: fn(),
    toHtml,
    label: 'Article body',
    onPickImages: fn(),
    onDropFiles: fn(),
    onPaste: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: the placeholder, and no preview. */
export const Empty: Story = {
  args: { placeholder: 'Write your article…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="markdown-editor-frame"]')).toHaveStyle({
      height: `${EDITOR_HEIGHT}px`,
    });
    await expect(textbox(canvasElement)).toHaveAttribute('placeholder', 'Write your article…');
    // Writing alone: no preview is made while typing.
    await expect(canvas.queryByRole('region', { name: localized(messages.preview) })).not.toBeInTheDocument();
  },
};

/** Typing reaches onChange; Bold wraps the selection; Shift+Enter is a hard break; Tab leaves the text. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.type(text, 'Make this bold');
    await expect(args.onChange).toHaveBeenLastCalledWith('Make this bold');

    text.setSelectionRange(10, 14);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.bold) }));
    await expect(text).toHaveValue('Make this **bold**');
    await expect(args.onChange).toHaveBeenLastCalledWith('Make this **bold**');
    await expect(text).toHaveFocus();

    // (user-event types from the value it last set, so no typing follows a change made by a command.)
    text.setSelectionRange(text.value.length, text.value.length);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(text).toHaveValue('Make this **bold**\\\n');

    await userEvent.tab();
    await expect(text).not.toHaveFocus();
  },
};

/**
 * A 360 px phone: the toolbar wraps onto two rows, every button in reach, and offers writing or the preview,
 * never both side by side (no room for them).
 */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: { value: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: localized(messages.modeLive) }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.modePreview) }));
    await expect(await canvas.findByRole('region', { name: localized(messages.preview) })).toBeVisible();
    await expectFitsThePhone();
  },
};

/** Headings, lists, bold and images, as a creator writes them. */
export const Filled: Story = {
  args: { value: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    await userEvent.click(text);
    // A heading button sets the level of the caret's line, and takes it back off at the same level.
    text.setSelectionRange(3, 3);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.heading2) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^## A weekend in Jakarta\n/u),
    );
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.heading2) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^A weekend in Jakarta\n/u));
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.heading1) }));
    await expect(text).toHaveValue(FILLED);
    // Every formatting button names itself and its shortcut.
    for (const message of [
      messages.heading1,
      messages.heading3,
      messages.bold,
      messages.bulletedList,
      messages.numberedList,
      messages.image,
      messages.lineBreak,
    ]) {
      await expect(canvas.getByRole('button', { name: localized(message) })).toBeEnabled();
    }
    await expect(canvas.getByRole('button', { name: localized(messages.bold) })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B Meta+B',
    );
  },
};

/** The preview is the caller's toHtml, made again only when typing pauses. */
export const SideBySide: Story = {
  args: { value: FILLED, defaultMode: 'live' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: localized(messages.preview) });
    // toHtml's output, its headings placed under the page's title (h1 becomes h2).
    await expect(
      within(preview).getByRole('heading', { level: 2, name: 'A weekend in Jakarta' }),
    ).toBeVisible();
    await expect(within(preview).getAllByRole('img')).toHaveLength(2);
    await expect(preview.querySelector('strong')).toHaveTextContent('very');

    const text = textbox(canvasElement);
    await userEvent.click(text);
    text.setSelectionRange(0, 0);
    await userEvent.keyboard('Updated: ');
    await expect(preview).toHaveAttribute('data-state', 'pending');
    await expect(within(preview).queryByRole('heading', { name: /Updated/u })).not.toBeInTheDocument();
    await waitFor(() => expect(preview).toHaveAttribute('data-state', 'settled'));
    await expect(preview).toHaveTextContent('Updated: # A weekend in Jakarta');
  },
};

/** Preview alone: the formatting buttons rest, the mode switch works, and focus() goes back to writing. */
export const PreviewOpen: Story = {
  args: { value: FILLED, defaultMode: 'preview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    const preview = canvas.getByRole('region', { name: localized(messages.preview) });
    await expect(within(preview).getByRole('heading', { level: 3, name: 'Where to eat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: localized(messages.bold) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: localized(messages.modePreview) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.modeEdit) }));
    await expect(textbox(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('button', { name: localized(messages.modeEdit) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // And back, for the picture of this state.
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.modePreview) }));
    await expect(canvas.getByRole('region', { name: localized(messages.preview) })).toBeVisible();
  },
};

/** A locked article (in review): it can be read and previewed, not changed, by buttons or keys. */
export const ReadOnly: Story = {
  args: { value: FILLED, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    await expect(text).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: localized(messages.bold) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: localized(messages.image) })).toBeDisabled();
    await userEvent.click(text);
    text.setSelectionRange(0, 5);
    await userEvent.keyboard('{Control>}b{/Control}x');
    await expect(text).toHaveValue(FILLED);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.modePreview) }));
    await expect(canvas.getByRole('region', { name: localized(messages.preview) })).toBeVisible();
  },
};

/** In a Field with an error: marked invalid and described by the error. */
export const Invalid: Story = {
  args: { value: 'Too short', label: undefined },
  render: (args) => (
    <Field label="Article body" error="The body needs 10 to 30000 characters." required>
      <Controlled {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const text = textbox(canvasElement);
    await expect(text).toBeInvalid();
    await expect(text).toHaveAccessibleDescription('The body needs 10 to 30000 characters.');
    await expect(canvasElement.querySelector('[data-slot="markdown-editor-frame"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: ARABIC, label: 'نص المقال', defaultMode: 'live' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="markdown-editor-frame"]')!;
    await expect(frame).toHaveAttribute('dir', 'rtl');
    const text = textbox(canvasElement, 'نص المقال');
    await expect(getComputedStyle(text.parentElement!).textAlign).toBe('start');
    await expect(text).toHaveStyle({ direction: 'rtl' });
    // The preview sits at the end side: on the left in right to left.
    const preview = within(canvasElement).getByRole('region', { name: localized(messages.preview) });
    await expect(preview.getBoundingClientRect().left).toBeLessThan(text.getBoundingClientRect().left);
    await expect(within(canvasElement).getByRole('button', { name: localized(messages.bold) })).toBeVisible();
  },
};

/**
 * An English article written in the Arabic UI: the toolbar stays right to left, the text runs left to right, each
 * paragraph in the direction of its first letter; emptied, the placeholder is back on the right.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: FILLED, label: 'نص المقال', placeholder: 'اكتب مقالك…' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="markdown-editor-frame"]')!;
    await expect(frame).toHaveAttribute('dir', 'rtl');
    const text = textbox(canvasElement, 'نص المقال');
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(text).toHaveStyle({ direction: 'ltr', unicodeBidi: 'plaintext' });
    await userEvent.clear(text);
    await expect(text).toHaveStyle({ direction: 'rtl' });
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { value: CHINESE, label: '正文' },
};

/**
 * The upload flow the editor page runs: picked images go in as placeholders at the caret, replaced by their
 * address once uploaded (`insert` and `replace` of the handle), the caret left where the creator is typing.
 */
function UploadFlow(props: MarkdownEditorProps) {
  const editor = useRef<MarkdownEditorHandle>(null);
  const [value, setValue] = useState(props.value);
  return (
    <MarkdownEditor
      {...props}
      ref={editor}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onPickImages={(files) => {
        props.onPickImages?.(files);
        const placeholders = files.map((_file, index) => `uploading:${index + 1}`);
        editor.current?.insert(
          files.map((file, index) => `![${file.name}](${placeholders[index]})\n`).join(''),
        );
        // The upload takes a moment; the creator may be typing meanwhile.
        window.setTimeout(() => {
          for (const placeholder of placeholders) {
            editor.current?.replace(placeholder, 'https://img.example.com/harbour_1280_720.png');
          }
        }, UPLOAD_MS);
      }}
    />
  );
}

const UPLOAD_MS = 600;

export const ImageUpload: Story = {
  args: { value: 'Intro paragraph.\n\nOutro paragraph.' },
  render: (args) => <UploadFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    text.setSelectionRange(18, 18);
    // The image button opens this picker; the files chosen there are handed over.
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    const files = new DataTransfer();
    files.items.add(new File(['x'], 'harbour.png', { type: 'image/png' }));
    picker.files = files.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.onPickImages).toHaveBeenCalledWith([expect.objectContaining({ name: 'harbour.png' })]);
    await expect(text).toHaveValue('Intro paragraph.\n\n![harbour.png](uploading:1)\nOutro paragraph.');
    await expect(text).toHaveFocus();

    // Typing on while the upload runs: the placeholder is replaced and the caret stays after what was typed.
    await userEvent.keyboard('More ');
    const final =
      'Intro paragraph.\n\n![harbour.png](https://img.example.com/harbour_1280_720.png)\nMore Outro paragraph.';
    await waitFor(() => expect(text).toHaveValue(final));
    await expect(args.onChange).toHaveBeenLastCalledWith(final);
    await expect(text.selectionStart).toBe(final.indexOf('Outro'));
  },
};
