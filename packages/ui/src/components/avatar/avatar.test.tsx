import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('siti rahma putri')).toBe('SR');
    expect(initialsOf('  Creator  ')).toBe('C');
  });

  it('keeps a CJK or Arabic first character whole', () => {
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('أحمد علي')).toBe('أع');
    expect(initialsOf('𠮷野家')).toBe('𠮷');
  });
});

describe('Avatar', () => {
  const renderAvatar = (src: string) =>
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <Avatar src={src} name="Siti Rahma" fallback="initials" />
      </IntlProvider>,
    );

  it('shows the picture over the initials, named by whose it is', () => {
    const { container } = renderAvatar('https://img.example.test/a.png');
    expect(screen.getByRole('img', { name: 'Siti Rahma' })).toHaveTextContent('SR');
    expect(container.querySelector('[data-slot="avatar-image"]')).toHaveAttribute(
      'src',
      'https://img.example.test/a.png',
    );
  });

  it('leaves the initials when the picture is broken', () => {
    const { container } = renderAvatar('https://img.example.test/broken.png');
    fireEvent.error(container.querySelector('[data-slot="avatar-image"]')!);
    expect(container.querySelector('[data-slot="avatar-image"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Siti Rahma' })).toHaveTextContent('SR');
  });

  it('writes the initials in the direction of the name', () => {
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <Avatar name="أحمد علي" fallback="initials" />
      </IntlProvider>,
    );
    expect(screen.getByText('أع')).toHaveAttribute('dir', 'auto');
  });
});
