import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { NoticeItem, noticeHtml, type NoticeData } from './notice-item';

const NOTICE: NoticeData = {
  id: 7,
  format: 'text',
  content: 'Your new nickname did not pass review.\nPlease choose another one.',
  createdAt: 1_772_694_249,
  unread: true,
};

function ui(notice: NoticeData) {
  return (
    <IntlProvider locale="en-US" messages={enUS}>
      <NoticeItem notice={notice} timeZone="UTC" />
    </IntlProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NoticeItem', () => {
  it('links the {{…}} title as text: markup in it is dropped, and an empty one still names the link', () => {
    const linked = (content: string) =>
      render(
        <IntlProvider locale="en-US" messages={enUS}>
          <NoticeItem
            notice={{ ...NOTICE, format: 'linked-html', content, targetId: 42 }}
            previewHref={(id) => `/preview?contentId=${id}`}
            timeZone="UTC"
          />
        </IntlProvider>,
      );
    const first = linked('Article {{<img src=x onerror=alert(1)>}} removed');
    expect(screen.getByRole('link', { name: 'the article' })).toHaveAttribute(
      'href',
      '/preview?contentId=42',
    );
    expect(first.container.querySelector('img')).toBeNull();
    first.unmount();
    linked('Your article {{Tom &amp; <b>Jerry</b>}} is live');
    expect(screen.getByRole('link', { name: 'Tom & Jerry' })).toBeInTheDocument();
  });

  it(
    'links each {{…}} up to its nearest }}, and reads a text of unclosed {{ in one pass',
    { timeout: 60_000 },
    () => {
      const html = (content: string) =>
        noticeHtml({ format: 'linked-html', content, targetId: 42 }, (id) => `/p/${id}`);
      const links = html('See {{A}} and {{B}} but {{not') ?? '';
      expect(links.match(/<a [^>]*>[AB]<\/a>/gu)).toHaveLength(2);
      expect(links.endsWith(' but {{not')).toBe(true);
      // A lazy `{{…}}` pattern rescanned the rest of the text from every `{{` without a `}}`: quadratic.
      expect(html('{{'.repeat(200_000))).toBe('{{'.repeat(200_000));
    },
  );

  it('isolates the {{…}} title in its own direction, linked or not', () => {
    const content = 'لم تجتز مقالتك {{Ten quiet beaches}} المراجعة';
    const { container, unmount } = render(
      <IntlProvider locale="en-US" messages={enUS}>
        <NoticeItem
          notice={{ ...NOTICE, format: 'linked-html', content, targetId: 42 }}
          previewHref={(id) => `/preview?contentId=${id}`}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'Ten quiet beaches' })).toHaveAttribute('dir', 'auto');
    expect(container.querySelector('[data-slot="notice-item-content"]')).toHaveAttribute('dir', 'auto');
    unmount();
    render(ui({ ...NOTICE, format: 'linked-html', content }));
    expect(screen.getByText('Ten quiet beaches').tagName).toBe('BDI');
  });

  it('shows plain-text notices as text, with their time and unread mark', () => {
    render(ui(NOTICE));
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Unread');
    expect(article).toHaveTextContent('Your new nickname did not pass review.');
    expect(screen.getByText('03/05/2026 07:04')).toHaveAttribute('datetime', '2026-03-05T07:04:09.000Z');
  });

  it('never turns plain-text notices into markup', () => {
    const { container } = render(ui({ ...NOTICE, content: '<b>not bold</b>' }));
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
  });

  it('fades the unread dot half a second after the notice is read', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(ui(NOTICE));
    const dot = () => container.querySelector('[data-slot="notice-item-dot"]');
    expect(dot()).toHaveAttribute('data-state', 'visible');
    rerender(ui({ ...NOTICE, unread: false }));
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(dot()).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(dot()).toHaveAttribute('data-state', 'hidden');
  });

  it('shows no dot for a notice that was already read', () => {
    const { container } = render(ui({ ...NOTICE, unread: false }));
    expect(container.querySelector('[data-slot="notice-item-dot"]')).toHaveAttribute('data-state', 'hidden');
  });

  it('opens its images in the preview', async () => {
    render(
      ui({
        ...NOTICE,
        imageUrls: [
          'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
          'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        ],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'View image 2 of 2' }));
    expect(await screen.findByRole('dialog', { name: 'Notice images' })).toBeInTheDocument();
  });
});
