import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function StatusTabs({ value, disabled = [] }: { value?: string; disabled?: string[] }) {
  return (
    <>
      <button type="button">Before</button>
      <Tabs value={value}>
        <TabsList aria-label="Status">
          {['all', 'published', 'rejected'].map((status) => (
            <TabsTrigger key={status} value={status} disabled={disabled.includes(status)}>
              {status}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="published">Published list</TabsContent>
      </Tabs>
    </>
  );
}

/** The tabs that Tab stops at. */
function tabStops() {
  return screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
}

describe('Tabs', () => {
  it('makes the selected tab the one tab stop, never the list', async () => {
    render(<StatusTabs value="published" />);
    expect(tabStops()).toEqual([screen.getByRole('tab', { name: 'published' })]);
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'published' })).toHaveFocus();
  });

  it('falls back to the first tab that can be chosen when none is selected', async () => {
    render(<StatusTabs disabled={['all']} />);
    expect(tabStops()).toEqual([screen.getByRole('tab', { name: 'published' })]);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'published' })).toHaveFocus();
  });

  it('falls back when the selected tab is disabled, and moves the stop with the selection', async () => {
    function Switching() {
      const [value, setValue] = useState('all');
      return (
        <>
          <button type="button" onClick={() => setValue('rejected')}>
            Select rejected
          </button>
          <StatusTabs value={value} disabled={value === 'all' ? ['all'] : []} />
        </>
      );
    }
    render(<Switching />);
    expect(tabStops()).toEqual([screen.getByRole('tab', { name: 'published' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Select rejected' }));
    expect(tabStops()).toEqual([screen.getByRole('tab', { name: 'rejected' })]);
  });
});
