import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { CategorySelect, categoryTagIds, type Category } from './category-select';

const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Travel',
    children: [
      { id: 11, name: 'Beaches' },
      { id: 12, name: 'Cities' },
    ],
  },
  { id: 2, name: 'Food' },
];

function renderSelect(value: { first?: number; second?: number }, onChange = vi.fn()) {
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <CategorySelect categories={CATEGORIES} value={value} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

describe('CategorySelect', () => {
  it('shows only the first level until a category with children is chosen', () => {
    renderSelect({});
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Choose a category');
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the category' })).not.toBeInTheDocument();
  });

  it('shows the second level for a category with children', () => {
    renderSelect({ first: 1 });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Travel');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveDisplayValue('Choose a topic');
  });

  it('has no second level for a category without children', () => {
    renderSelect({ first: 2 });
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
  });

  it('clears both levels', () => {
    const onChange = renderSelect({ first: 1, second: 12 });
    screen.getByRole('button', { name: 'Clear the category' }).click();
    expect(onChange).toHaveBeenCalledWith({});
  });
});

describe('categoryTagIds', () => {
  it('lists the first level, then the second when chosen', () => {
    expect(categoryTagIds({})).toEqual([]);
    expect(categoryTagIds({ first: 1 })).toEqual([1]);
    expect(categoryTagIds({ first: 1, second: 12 })).toEqual([1, 12]);
  });
});
