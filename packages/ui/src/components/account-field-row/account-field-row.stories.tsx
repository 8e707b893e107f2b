import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { Input } from '../input/input';
import { AccountFieldRow } from './account-field-row';
import { messages } from './messages';

/** The edit button of the row labelled `label`, named as the story's locale names it. */
const editNamed = (label: string) => ({ name: localized(messages.editNamed, { label }) });
const save = () => ({ name: localized(messages.save) });

const meta = {
  title: 'Patterns/Account/AccountFieldRow',
  component: AccountFieldRow,
  tags: ['autodocs'],
  args: {
    label: 'Nickname',
    value: 'Siti the traveller',
    hint: 'Changes are reviewed in about 3 working days.',
    onSave: fn(),
    onCancel: fn(),
    onEditingChange: fn(),
    children: <Input aria-label="New nickname" defaultValue="Siti the traveller" />,
    className: 'max-w-3xl',
  },
} satisfies Meta<typeof AccountFieldRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const EditSaveCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', editNamed('Nickname')));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('textbox', { name: 'New nickname' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.cancel) }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', editNamed('Nickname')));
    await userEvent.click(canvas.getByRole('button', save()));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    // Back in edit mode for the screenshot.
    await userEvent.click(canvas.getByRole('button', editNamed('Nickname')));
  },
};

/** A save that fails keeps the editor open. */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('taken'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', editNamed('Nickname')));
    await userEvent.click(canvas.getByRole('button', save()));
    await waitFor(() => expect(canvas.getByRole('button', save())).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: 'New nickname' })).toBeInTheDocument();
  },
};

export const Saving: Story = { args: { editing: true, saving: true } };

export const InReview: Story = {
  args: { inReview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(localized(messages.inReview))).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoChangesLeft: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const edit = within(canvasElement).getByRole('button', editNamed('Nickname'));
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAccessibleDescription(localized(messages.exhausted));
  },
};

export const ReadOnly: Story = {
  args: { label: 'Creator ID', value: '1048576', editable: false, hint: undefined },
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="max-w-3xl">
      <AccountFieldRow {...args} label="昵称" value="旅行者小王" inReview />
      <AccountFieldRow {...args} label="الاسم المستعار" value="صانع المحتوى" />
      <AccountFieldRow
        {...args}
        label="A very long label from a translation"
        value="A very long nickname value that keeps going and going until it has to wrap onto the next line"
        canChange={false}
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'الاسم المستعار', value: 'صانع المحتوى', hint: 'تستغرق المراجعة نحو ثلاثة أيام عمل.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', editNamed('الاسم المستعار')));
    await expect(within(canvasElement).getByRole('button', save())).toBeInTheDocument();
  },
};

/** A Latin nickname in the Arabic page: laid out left to right in its own run, its full stop at its end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'الاسم المستعار', value: 'Siti the traveller.', hint: undefined, inReview: true },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('Siti the traveller.');
    await expect(value).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(value).direction).toBe('ltr');
  },
};

/** An Arabic nickname in the English page: right to left in its own run. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { value: 'صانع المحتوى', hint: undefined },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('صانع المحتوى');
    await expect(value).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(value).direction).toBe('rtl');
  },
};
