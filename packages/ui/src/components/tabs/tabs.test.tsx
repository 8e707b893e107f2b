import { DirectionProvider } from '@radix-ui/react-direction';
import { render, screen, waitFor } from '@testing-library/react';
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

  it('selects the tab the arrow keys reach, in the reading direction, and moves the stop to it', async () => {
    const chosen: string[] = [];
    render(
      <DirectionProvider dir="rtl">
        <Tabs defaultValue="post" onValueChange={(value) => chosen.push(value)}>
          <TabsList aria-label="Content type">
            <TabsTrigger value="post">Short posts</TabsTrigger>
            <TabsTrigger value="video" disabled>
              Videos
            </TabsTrigger>
            <TabsTrigger value="article">Long posts</TabsTrigger>
            <TabsTrigger value="gallery">Galleries</TabsTrigger>
          </TabsList>
          <TabsContent value="post">Short posts list</TabsContent>
          <TabsContent value="article">Long posts list</TabsContent>
        </Tabs>
      </DirectionProvider>,
    );
    screen.getByRole('tab', { name: 'Short posts' }).focus();
    // Right to left, ArrowLeft goes to the next tab (not round to the last), skipping the disabled one.
    await userEvent.keyboard('{ArrowLeft}');
    const article = screen.getByRole('tab', { name: 'Long posts' });
    await waitFor(() => expect(article).toHaveFocus());
    expect(article).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Long posts list');
    expect(tabStops()).toEqual([article]);
    expect(chosen).toEqual(['article']);

    await userEvent.keyboard('{Home}');
    const post = screen.getByRole('tab', { name: 'Short posts' });
    await waitFor(() => expect(post).toHaveFocus());
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Short posts list');
    expect(tabStops()).toEqual([post]);
  });
});
