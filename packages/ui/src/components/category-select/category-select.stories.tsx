import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { CategorySelect, type Category, type CategoryValue } from './category-select';
import { messages } from './messages';

const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Travel',
    children: [
      { id: 11, name: 'Beaches' },
      { id: 12, name: 'Cities' },
      { id: 13, name: 'Mountains and national parks of South-East Asia' },
    ],
  },
  { id: 2, name: 'Food' },
  { id: 3, name: 'Technology', children: [{ id: 31, name: 'Phones' }] },
];

const CHINESE: Category[] = [
  {
    id: 1,
    name: '旅行',
    children: [
      { id: 11, name: '海滩' },
      { id: 12, name: '城市' },
    ],
  },
  { id: 2, name: '美食' },
];

const ARABIC: Category[] = [
  {
    id: 1,
    name: 'سفر',
    children: [
      { id: 11, name: 'شواطئ' },
      { id: 12, name: 'مدن' },
    ],
  },
  { id: 2, name: 'طعام' },
];

function Controlled(props: ComponentProps<typeof CategorySelect>) {
  const [value, setValue] = useState<CategoryValue>(props.value);
  return (
    <CategorySelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Creation/CategorySelect',
  component: CategorySelect,
  tags: ['autodocs'],
  args: { categories: CATEGORIES, value: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategorySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Choosing a category with children brings in the second level. */
export const PickBothLevels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('combobox', { name: localized(messages.second) }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: localized(messages.first) }),
      'Travel',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ first: 1 });
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: localized(messages.second) }),
      'Cities',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ first: 1, second: 12 });
  },
};

export const FirstLevelWithoutChildren: Story = { args: { value: { first: 2 } } };

export const TopicMissing: Story = { args: { value: { first: 1 }, secondInvalid: true } };

export const BothChosen: Story = { args: { value: { first: 1, second: 13 } } };

export const Required: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { value: { first: 1, second: 11 }, disabled: true } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { categories: CHINESE, value: { first: 1, second: 12 } },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { categories: ARABIC, value: { first: 1 } },
};
