import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import { coverLabelWidth, PhonePreview } from './phone-preview';
import { findHashtags } from '@creator/forms/rules/hashtag';

const SRC = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function renderPreview(props: React.ComponentProps<typeof PhonePreview>) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      <PhonePreview {...props} />
    </IntlProvider>,
  );
}

describe('PhonePreview', () => {
  it('shows the empty state when there is nothing to preview', () => {
    renderPreview({});
    expect(screen.getByText('Nothing to preview yet')).toBeInTheDocument();
  });

  it('shows the text plain when the caller gives no hashtag grammar', async () => {
    renderPreview({ content: 'Sunrise #travel', images: [SRC] });
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getAllByText('Sunrise #travel').length).toBeGreaterThan(0);
    expect(screen.queryByText('#travel')).toBeNull();
  });

  it('shows the cover card, then the details with highlighted hashtags', async () => {
    const { container } = renderPreview({
      content: 'Sunrise at the beach #travel #bali',
      findHashtags,
      images: [SRC, SRC],
      authorName: 'Putri',
      publishDate: 1_772_694_249,
      timeZone: 'UTC',
    });
    expect(screen.getByRole('tab', { name: 'Cover card' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Cover')).toHaveStyle({ width: '60px' });
    expect(screen.getByText('Sunrise at the beach #travel #bali')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();
    expect(screen.getByText('#travel')).toHaveClass('text-brand-700');
    expect(container.querySelector('time')).toHaveTextContent('03/05/2026');
  });
});

describe('PhonePreview directions', () => {
  it('lays out the title, the author and the text in the direction of their own text', async () => {
    const { container } = renderPreview({
      title: 'Sunrise over Kuta',
      content: 'استيقظت في الخامسة #سفر',
      findHashtags,
      images: [SRC],
      authorName: 'ليلى حسن',
    });
    expect(container.querySelector('[data-slot="phone-preview-card-title"]')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('ليلى حسن')).toHaveAttribute('dir', 'auto');
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('heading', { name: 'Sunrise over Kuta' })).toHaveAttribute('dir', 'auto');
    expect(container.querySelector('[data-slot="hashtag-text"]')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('#سفر').tagName).toBe('BDI');
  });
});

describe('coverLabelWidth', () => {
  it.each([
    ['zh-Hans-CN', 90],
    ['en-US', 60],
    ['id-ID', 60],
    ['ar-EG', 42],
  ])('is %s → %i', (locale, width) => {
    expect(coverLabelWidth(locale)).toBe(width);
  });
});
