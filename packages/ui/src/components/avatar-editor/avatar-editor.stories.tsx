import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMessages, checkAvatarFile } from '@creator/forms/rules/account';
import { AVATAR_EXTENSIONS } from '@creator/forms/rules/upload';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages as cropMessages } from '../crop-dialog/messages';
import { AvatarEditor, type CroppedAvatar } from './avatar-editor';
import { messages } from './messages';

/** A deterministic portrait as an inline SVG: no network in stories. */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#bcd7ff"/><circle cx="48" cy="38" r="18" fill="#1a45ad"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#1a45ad"/></svg>',
)}`;

const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** A real PNG of the given size, drawn on a canvas: what a creator picks from disk. */
async function pngFile(width: number, height: number, name = 'holiday.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#8ecae6';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#023047';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('toBlob failed'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** A rule's message (its own values in it) as the story's locale writes it. */
const ruleText = (message: {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}) => localized(message, message.values);

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Patterns/Account/AvatarEditor',
  component: AvatarEditor,
  tags: ['autodocs'],
  args: {
    name: 'Siti Rahma',
    currentSrc: PORTRAIT,
    accept: ACCEPT,
    checkFile: fn(),
    onCropped: fn(),
    hint: '',
    className: 'max-w-xl',
  },
  // `checkFile` records each picked file; the verdict is the product's rule (checkAvatarFile of
  // @creator/forms/rules/account), formatted in the story's locale as the account page does.
  render: function Render(args) {
    const intl = useIntl();
    return (
      <AvatarEditor
        {...args}
        hint={intl.formatMessage(accountMessages.avatarHint, accountMessages.avatarHint.values)}
        checkFile={(file) => {
          args.checkFile(file);
          const refusal = checkAvatarFile(file);
          return refusal ? intl.formatMessage(refusal, refusal.values) : null;
        }}
      />
    );
  },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current avatar and the button that picks a new one. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: localized(messages.current) })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: localized(messages.choose) }),
    ).toHaveAccessibleDescription(ruleText(accountMessages.avatarHint));
  },
};

/** No avatar yet: the initials stand in. */
export const NoAvatar: Story = {
  args: { currentSrc: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Siti Rahma' })).toHaveTextContent('SR');
  },
};

/** A GIF is refused before anything else happens (the native picker's filter can be switched off). */
export const WrongFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'party.gif', {
      type: 'image/gif',
    });
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await expect(args.checkFile).toHaveBeenCalledWith(gif);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(ruleText(accountMessages.avatarFormat));
    // The refusal first, then the hint.
    await expect(
      canvas.getByRole('button', { name: localized(messages.choose) }),
    ).toHaveAccessibleDescription(
      `${ruleText(accountMessages.avatarFormat)} ${ruleText(accountMessages.avatarHint)}`,
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

/** A PNG over 2 MB: the size message, no crop. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const large = new File([new Uint8Array(3 * 1024 * 1024)], 'poster.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), large);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ruleText(accountMessages.avatarSize));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

/** A PNG opens the square crop (no ratio switch); confirming cuts it to at most 512 px and shows it as new. */
export const Cropping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await pngFile(900, 600));
    const dialog = await screen.findByRole('dialog', { name: localized(cropMessages.title) });
    await expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: localized(cropMessages.confirm) });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    const [result] = (args.onCropped as ReturnType<typeof fn>).mock.calls[0]! as [CroppedAvatar];
    await expect(result.type).toBe('image/png');
    await expect(result.blob.type).toBe('image/png');
    await expect(result.width).toBe(result.height);
    await expect(result.width).toBe(512);
    const bitmap = await createImageBitmap(result.blob);
    await expect([bitmap.width, bitmap.height]).toEqual([512, 512]);
    const pending = canvas.getByRole('figure', { name: localized(messages.pending) });
    await expect(pending).toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: localized(messages.current) })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Cancelling the crop leaves the editor as it was. */
export const CropCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await pngFile(300, 300, 'square.png'));
    const dialog = await screen.findByRole('dialog', { name: localized(cropMessages.title) });
    await userEvent.click(within(dialog).getByRole('button', { name: localized(cropMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCropped).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('figure', { name: localized(messages.pending) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: localized(messages.current) })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: localized(messages.progress) });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', localized(messages.uploading, { percent: '42' }));
    await expect(canvas.getByRole('button', { name: localized(messages.choose) })).toBeDisabled();
  },
};

/** The storage refused the upload: the message shows and the current avatar stays. */
export const UploadFailed: Story = {
  args: { error: 'Failed to upload image, please try again' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upload image, please try again');
    await expect(canvas.getByRole('img', { name: 'Siti Rahma' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: localized(messages.choose) })).toBeEnabled();
  },
};

/** Right to left, a long name mixing Arabic and Chinese: a new avatar cut, its upload failed, the old one kept. */
export const LongArabicChinese: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    name: 'عبد الرحمن صانع المحتوى 旅行者小王的一个非常非常长的创作者昵称',
    currentSrc: null,
    error: 'فشل رفع الصورة، يُرجى المحاولة مرة أخرى',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await pngFile(400, 400, 'صورة.png'));
    const dialog = await screen.findByRole('dialog', { name: localized(cropMessages.title) });
    const confirm = within(dialog).getByRole('button', { name: localized(cropMessages.confirm) });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    await expect(
      await canvas.findByRole('figure', { name: localized(messages.pending) }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { name: '旅行者小王', progress: 0.8 },
};
