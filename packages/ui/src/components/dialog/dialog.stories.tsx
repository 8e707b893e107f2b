import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Button } from '../button/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';
import { messages } from './messages';
import { expectASheet } from './sheet-story';

type DemoProps = Pick<DialogContentProps, 'size' | 'width' | 'showClose'> & {
  defaultOpen?: boolean;
  title: string;
  description?: string;
  body?: string;
  onOpenChange?: (open: boolean) => void;
};

function DialogDemo({ defaultOpen, title, description, body, onOpenChange, ...content }: DemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogBody>
          <p className="text-sm break-words">{body}</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: {
    defaultOpen: true,
    title: 'Edit nickname',
    description: 'Nicknames change at most 3 times a month and are reviewed in about 3 working days.',
    body: 'Your new nickname shows on every post once the review passes.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] } },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' });
    await expect(dialog).toHaveAccessibleDescription(/at most 3 times a month/);
  },
};

/** Opened with the keyboard, closed with Escape (focus goes back to the trigger), then opened again. */
export const KeyboardOpenAndClose: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Edit nickname' });
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: localized(messages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** The task preview modal: 600 wide, narrower only when the screen is. */
export const FixedWidth: Story = {
  args: { width: 600, title: 'Preview', description: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await expect(dialog).toHaveAttribute('data-size', 'fixed');
  },
};

export const WithoutCloseButton: Story = { args: { showClose: false } };

export const Multilingual: Story = {
  args: {
    title: '修改昵称：一个非常非常长的标题，在窄屏上需要换行显示才能完整阅读',
    description:
      'يمكن تغيير الاسم المستعار ثلاث مرات في الشهر كحد أقصى، وتستغرق المراجعة نحو ثلاثة أيام عمل.',
    body: 'A very long body. '.repeat(40),
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title: 'تعديل الاسم المستعار',
    description: 'يمكن تغيير الاسم المستعار ثلاث مرات في الشهر كحد أقصى.',
    body: 'يظهر اسمك الجديد على كل منشور بعد اجتياز المراجعة.',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: localized(messages.close) })).toBeInTheDocument();
  },
};

const LONG_ARABIC =
  'يظهر اسمك الجديد على كل منشور بعد اجتياز المراجعة، ويمكن تغييره ثلاث مرات في الشهر كحد أقصى. تستغرق المراجعة نحو ثلاثة أيام عمل، ويبقى الاسم القديم ظاهرًا حتى ذلك الحين. ';

/** A 360 px phone: a sheet at the foot of the screen, its buttons sharing its width, 44 px high. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async () => {
    await expectASheet(await screen.findByRole('dialog', { name: 'Edit nickname' }));
  },
};

/** The task preview's fixed 600 px are the desk's: on a phone the sheet is as wide as the screen. */
export const PhoneFixedWidth: Story = {
  ...FixedWidth,
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    await expect(dialog).toHaveAttribute('data-size', 'fixed');
    await expectASheet(dialog);
  },
};

/**
 * Long Chinese and Arabic text right to left on a phone: the sheet stops short of the top of the screen, its
 * body scrolls, and its title and buttons stay in view.
 */
export const PhoneLongText: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    title: '修改昵称：一个非常非常长的标题，在窄屏上需要换行显示才能完整阅读',
    description: LONG_ARABIC,
    body: LONG_ARABIC.repeat(8),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(Math.round(dialog.getBoundingClientRect().top)).toBe(16);
    await expectASheet(dialog);
  },
};
