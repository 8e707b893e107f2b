import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import en from '@creator/ui/messages/en-US.json';
import { LeaveGuard } from './leave-guard';
import { UnsavedWorkScope, useReplacesUnsavedWork } from './unsaved-work';

/** A page with unsaved work: a title field, guarded once something is typed. */
function Composer({ onLeave }: { onLeave: () => void }) {
  const [title, setTitle] = useState('');
  return (
    <main>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <Link to="/content/post">Posts</Link>
      <Link to="?tab=preview">Preview</Link>
      <LeaveGuard when={title !== ''} onLeave={onLeave} />
    </main>
  );
}

function renderComposer() {
  const onLeave = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/creator/post', element: <Composer onLeave={onLeave} /> },
      { path: '/content/post', element: <h1>Your posts</h1> },
    ],
    { initialEntries: ['/creator/post'] },
  );
  // StrictMode, as the app renders: effects mount twice, and the blocker must still hold.
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  return { router, onLeave };
}

describe('LeaveGuard on a memory data router', () => {
  it('asks before leaving unsaved work; Stay keeps the page and what was typed', async () => {
    const user = userEvent.setup();
    const { router, onLeave } = renderComposer();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Half a post');

    await user.click(screen.getByRole('link', { name: 'Posts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(router.state.location.pathname).toBe('/creator/post');

    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/creator/post');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half a post');
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('works with the keyboard alone: Stay has the focus, and gives it back to the link that was followed', async () => {
    const user = userEvent.setup();
    const { router } = renderComposer();
    await user.tab();
    await user.keyboard('Half a post');
    await user.tab();
    const link = screen.getByRole('link', { name: 'Posts' });
    expect(link).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
    expect(router.state.location.pathname).toBe('/creator/post');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half a post');
  });

  it('Leave goes on to the address that was asked for', async () => {
    const user = userEvent.setup();
    const { router, onLeave } = renderComposer();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Half a post');
    await user.click(screen.getByRole('link', { name: 'Posts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Your posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/post');
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('the back button is asked too, and Escape means stay', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/home', element: <h1>Home</h1> },
        { path: '/creator/post', element: <Composer onLeave={() => undefined} /> },
      ],
      { initialEntries: ['/home', '/creator/post'], initialIndex: 1 },
    );
    render(
      <IntlProvider locale="en-US" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x');
    void router.navigate(-1);
    await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/creator/post');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('x');
  });

  it('does not ask when nothing is unsaved, nor for a change of the query alone', async () => {
    const user = userEvent.setup();
    const { router } = renderComposer();
    await user.click(screen.getByRole('link', { name: 'Posts' }));
    expect(await screen.findByRole('heading', { name: 'Your posts' })).toBeInTheDocument();

    await router.navigate('/creator/post');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Preview' }));
    expect(router.state.location.search).toBe('?tab=preview');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
  });
});

describe('UnsavedWorkScope', () => {
  it('tells, while a guard holds work, that reopening its page (whatever its query) would replace it', async () => {
    const user = userEvent.setup();
    // As the outbox panel's Edit asks it: at the moment of asking.
    const probe = { replaces: (_address: string) => true };
    function Probe() {
      const replaces = useReplacesUnsavedWork();
      useEffect(() => {
        probe.replaces = replaces;
      });
      return null;
    }
    const replaces = (address: string) => probe.replaces(address);
    const router = createMemoryRouter(
      [
        { path: '/creator/post', element: <Composer onLeave={() => undefined} /> },
        { path: '/content/post', element: <h1>Your posts</h1> },
      ],
      { initialEntries: ['/creator/post'] },
    );
    // StrictMode: its effects mount twice, and the page must still count as held once.
    render(
      <StrictMode>
        <IntlProvider locale="en-US" messages={en}>
          <UnsavedWorkScope>
            <Probe />
            <RouterProvider router={router} />
          </UnsavedWorkScope>
        </IntlProvider>
      </StrictMode>,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(replaces('/creator/post')).toBe(false);

    await user.type(title, 'Half a post');
    expect(replaces('/creator/post')).toBe(true);
    expect(replaces('/Creator/post/?content_id=3#top')).toBe(true);
    expect(replaces('/creator/editor')).toBe(false);

    await user.clear(title);
    expect(replaces('/creator/post')).toBe(false);

    await user.type(title, 'Again');
    await user.click(screen.getByRole('link', { name: 'Posts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Your posts' })).toBeInTheDocument();
    expect(replaces('/creator/post')).toBe(false);
  });
});
