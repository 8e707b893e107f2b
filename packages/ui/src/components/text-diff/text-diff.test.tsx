import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arEG from '../../messages/ar-EG.json';
import enUS from '../../messages/en-US.json';
import { TextDiff, type TextDiffPart } from './text-diff';

function renderIn(locale: 'en-US' | 'ar-EG', ui: React.ReactElement) {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : arEG}>
      {ui}
    </IntlProvider>,
  );
}

const PARTS: TextDiffPart[] = [
  { kind: 'gap' },
  { kind: 'same', text: 'at ' },
  { kind: 'removed', text: 'five' },
  { kind: 'added', text: 'six 😀' },
  { kind: 'same', text: ' for' },
  { kind: 'added', text: '\n' },
];

describe('TextDiff', () => {
  it('marks edits with ins and del, names them, and counts code points from the parts', () => {
    const { container } = renderIn('en-US', <TextDiff parts={PARTS} />);
    expect(container.querySelector('del')?.textContent).toBe('five');
    expect(container.querySelector('ins')?.textContent).toBe('six 😀');
    expect(screen.getByText('6 characters added, 4 removed')).toHaveClass('sr-only');
    expect(container.querySelector('[data-slot="text-diff-summary"] [aria-hidden]')?.textContent).toBe(
      '+6 −4 characters',
    );
    expect(screen.getAllByText('Added:')).toHaveLength(2);
    expect(screen.getByText('Unchanged text not shown')).toBeInTheDocument();
    expect(screen.getByText('line break')).toBeInTheDocument();
    const body = container.querySelector('[data-slot="text-diff-body"]');
    expect(body).toHaveAttribute('dir', 'auto');
    expect(body).toHaveClass('whitespace-pre-wrap');
  });

  it('isolates its hidden labels, so the words of the interface never set the direction of the text', () => {
    renderIn('en-US', <TextDiff parts={PARTS} />);
    for (const label of [...screen.getAllByText('Added:'), screen.getByText('Removed:')]) {
      expect(label.tagName).toBe('BDI');
    }
    expect(screen.getByText('Unchanged text not shown').tagName).toBe('BDI');
    expect(screen.getByText('line break').tagName).toBe('BDI');
    expect(document.querySelector('[data-slot="text-diff-body"]')).toHaveClass('[unicode-bidi:plaintext]');
  });

  it('takes the caller’s counts and single forms', () => {
    renderIn('en-US', <TextDiff parts={PARTS} added={1} removed={1} />);
    expect(screen.getByText('1 character added, 1 removed')).toBeInTheDocument();
  });

  it('uses the Arabic plural forms and keeps Latin digits', () => {
    renderIn('ar-EG', <TextDiff parts={PARTS} added={2} removed={12} />);
    expect(screen.getByText('أُضيف حرفان، وحُذف 12 حرفًا')).toBeInTheDocument();
  });

  it('says so when nothing changed', () => {
    renderIn('en-US', <TextDiff parts={[{ kind: 'same', text: 'as generated' }]} />);
    expect(screen.getByText('No changes yet')).toBeInTheDocument();
    expect(document.querySelector('ins, del')).toBeNull();
  });
});
