import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Input } from '../input/input';
import { AccountFieldRow } from './account-field-row';

const meta = {
  title: 'Account/AccountFieldRow',
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
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Nickname' }));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('textbox', { name: 'New nickname' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Nickname' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    // Back in edit mode for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Nickname' }));
  },
};

/** A save that fails keeps the editor open. */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('taken'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Nickname' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: 'New nickname' })).toBeInTheDocument();
  },
};

export const Saving: Story = { args: { editing: true, saving: true } };

export const InReview: Story = {
  args: { inReview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In review')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  },
};

export const NoChangesLeft: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const edit = within(canvasElement).getByRole('button', { name: 'Edit Nickname' });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAccessibleDescription(/No changes left this month/);
  },
};

export const ReadOnly: Story = { args: { label: 'Creator ID', value: '1048576', editable: false, hint: undefined } };

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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تعديل الاسم المستعار' }));
    await expect(within(canvasElement).getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
  },
};
