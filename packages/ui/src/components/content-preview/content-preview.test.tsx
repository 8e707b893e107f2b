import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { findHashtags } from '@creator/forms/rules/hashtag';
import enUS from '../../messages/en-US.json';
import zhHansCN from '../../messages/zh-Hans-CN.json';
import { ContentPreview, type ContentPreviewProps } from './content-preview';

const SRC = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const PUBLISHED = 1_772_694_249; // 2026-03-05 07:04 UTC

// The allow-list itself is tested in @creator/forms (and in the story over real Chromium); DOMPurify is never
// run over happy-dom. Here the sanitiser is a stand-in that must be called.
const passThrough = (html: string) => html;

function renderPreview(props: Partial<ContentPreviewProps>, locale: 'en-US' | 'zh-Hans-CN' = 'en-US') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : zhHansCN}>
      <ContentPreview
        state="ready"
        sanitizeArticle={passThrough}
        onRetry={() => {}}
        timeZone="UTC"
        author={{ name: 'Putri Ayu' }}
        {...props}
      />
    </IntlProvider>,
  );
}

describe('ContentPreview', () => {
  it('says clearly that an unknown or deleted item is missing, with the page’s way on', () => {
    renderPreview({ state: 'missing', action: <a href="/home">Home</a> });
    expect(screen.getByText('This content does not exist or has been deleted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Content preview');
  });

  it('shows the missing state for a ready page without content', () => {
    renderPreview({ state: 'ready', content: null });
    expect(screen.getByText('This content does not exist or has been deleted')).toBeInTheDocument();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    renderPreview({ state: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The content could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('announces loading and marks the page busy', () => {
    const { container } = renderPreview({ state: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the content');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('heads a post with the author’s name and the publish time, and highlights its hashtags', () => {
    const { container } = renderPreview({
      content: {
        kind: 'post',
        title: 'Sunrise',
        text: 'Dawn at Kuta  #travel\n#bali',
        images: [SRC, SRC, SRC],
        publishDate: PUBLISHED,
      },
      findHashtags,
    });
    expect(screen.getByText('Putri Ayu')).toBeInTheDocument();
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('03/05/2026 07:04');
    expect(time).toHaveAttribute('dateTime', '2026-03-05T07:04:09.000Z');
    expect(screen.getByText('#travel')).toHaveClass('text-brand-700');
    expect(screen.getByText('#bali')).toHaveClass('text-brand-700');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sunrise');
    expect(screen.getByRole('button', { name: 'View image 3 of 3' })).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('lays out the author’s name, the title, the text and the body in the direction of their own text', () => {
    const { container, unmount } = renderPreview({
      author: { name: 'ليلى حسن' },
      content: { kind: 'post', title: 'شروق', text: 'فجر #سفر', publishDate: PUBLISHED },
      findHashtags,
    });
    expect(screen.getByText('ليلى حسن')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { level: 1, name: 'شروق' })).toHaveAttribute('dir', 'auto');
    expect(container.querySelector('[data-slot="hashtag-text"]')).toHaveAttribute('dir', 'auto');
    unmount();
    const article = renderPreview({
      content: { kind: 'article', title: 'أسواق', html: '<p>نص</p>', publishDate: PUBLISHED },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'أسواق' })).toHaveAttribute('dir', 'auto');
    expect(article.container.querySelector('[data-slot="content-preview-body"]')).toHaveAttribute(
      'dir',
      'auto',
    );
  });

  it('writes the date in the locale’s pattern', () => {
    const { container } = renderPreview(
      { content: { kind: 'post', text: '早安', publishDate: PUBLISHED } },
      'zh-Hans-CN',
    );
    expect(container.querySelector('time')).toHaveTextContent('2026/03/05 07:04');
  });

  it('gives a post without a title a heading for assistive technology only', () => {
    renderPreview({ content: { kind: 'post', text: 'Just text', publishDate: PUBLISHED } });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Post by Putri Ayu');
    expect(heading).toHaveClass('sr-only');
    expect(screen.queryByRole('region', { name: 'Images' })).toBeNull();
  });

  it('makes an article’s title the only h1 and shows the body its sanitiser returns', () => {
    const sanitizeArticle = vi.fn((html: string) => html.replace(/<script>.*?<\/script>/gu, ''));
    const { container } = renderPreview({
      content: {
        kind: 'article',
        title: 'The morning markets of Jakarta',
        html: '<h1>Morning</h1><script>x()</script><p>Go <strong>early</strong>.</p>',
        covers: [SRC, SRC],
        publishDate: PUBLISHED,
      },
      sanitizeArticle,
    });
    expect(sanitizeArticle).toHaveBeenCalledWith(
      '<h1>Morning</h1><script>x()</script><p>Go <strong>early</strong>.</p>',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The morning markets of Jakarta');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Morning');
    const body = container.querySelector('[data-slot="content-preview-body"]');
    expect(body?.querySelector('script')).toBeNull();
    expect(body).toHaveTextContent('Go early.');
    expect(container.querySelector('[data-slot="content-preview-covers"]')).toHaveClass('grid-cols-2');
    expect(screen.getByText('Putri Ayu')).toBeInTheDocument();
  });

  it('shows the body’s images with their author’s description, and one without any as decorative', () => {
    renderPreview({
      content: {
        kind: 'article',
        title: 'Durian season',
        html: `<p><img src="${SRC}" alt="A durian stall at dawn"></p><p><img src="${SRC}"></p>`,
        publishDate: PUBLISHED,
      },
    });
    expect(screen.getByRole('img', { name: 'A durian stall at dawn' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});
