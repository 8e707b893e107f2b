import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLocale } from '@creator/domain/locales';
import { memoryStorage } from '@creator/domain/storage';
import { INTL_WARM_MARK, warmIntl, warmIntlScript, warmIntlSetup } from './warm-intl';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  performance.clearMarks();
  vi.useRealTimers();
});

/** A style sheet link in the head, still on its way (`sheet` null) or in. */
function styleSheet(loaded: boolean) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  Object.defineProperty(link, 'sheet', { value: loaded ? {} : null });
  document.head.append(link);
}

/** An engine whose formatters record what each is made for. */
function recordingIntl() {
  const made: string[] = [];
  const formatter = (kind: string, method: string) =>
    Object.assign(
      function make(locale: string) {
        made.push(`${kind} ${locale}`);
        return { [method]: () => '' };
      },
      {
        supportedLocalesOf: (locale: string) => {
          made.push(`${kind}.supportedLocalesOf ${locale}`);
          return [locale];
        },
      },
    );
  const intl = {
    NumberFormat: formatter('NumberFormat', 'format'),
    DateTimeFormat: formatter('DateTimeFormat', 'format'),
    PluralRules: formatter('PluralRules', 'select'),
  } as unknown as Parameters<typeof warmIntl>[4];
  return { intl, made };
}

function warmWith(storage: () => Pick<Storage, 'getItem'>) {
  const { intl, made } = recordingIntl();
  const marks: unknown[] = [];
  warmIntl(warmIntlSetup(), storedLocale, storage, document, intl, (name, options) =>
    marks.push([name, options.detail]),
  );
  return { made, marks };
}

describe('the engine’s Intl data, loaded while the style sheet is on its way', () => {
  it('makes each formatter a first render makes once, in the creator’s locale, and leaves its mark', () => {
    styleSheet(false);
    const { made, marks } = warmWith(() => memoryStorage([['clang', 'ar-EG']]));
    expect(made).toEqual([
      'NumberFormat.supportedLocalesOf ar-EG',
      'DateTimeFormat.supportedLocalesOf ar-EG',
      'PluralRules ar-EG',
      'NumberFormat ar-EG',
      'DateTimeFormat ar-EG',
    ]);
    expect(marks).toEqual([[INTL_WARM_MARK, 'ar-EG']]);
  });

  it('takes the default locale for one it does not know, or where storage is refused', () => {
    styleSheet(false);
    expect(warmWith(() => memoryStorage([['clang', 'xx-<script>']])).marks).toEqual([
      [INTL_WARM_MARK, 'en-US'],
    ]);
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(warmWith(refused).marks).toEqual([[INTL_WARM_MARK, 'en-US']]);
  });

  it('does nothing once the style sheets are in, when the paint would wait for it, or with none', () => {
    styleSheet(true);
    expect(warmWith(() => memoryStorage([['clang', 'zh-Hans-CN']]))).toEqual({ made: [], marks: [] });
    document.head.innerHTML = '';
    expect(warmWith(() => memoryStorage([]))).toEqual({ made: [], marks: [] });
  });

  it('counts every style sheet the page waits for, not only the first', () => {
    styleSheet(true);
    styleSheet(false);
    expect(warmWith(() => memoryStorage([])).marks).toEqual([[INTL_WARM_MARK, 'en-US']]);
  });

  it('runs as the inline script index.html carries, at the parser’s first pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // not performance: its marks are what is checked
    styleSheet(false);
    localStorage.setItem('clang', 'id-ID');
    new Function(warmIntlScript(warmIntlSetup()))();
    // Queued, not run: the parser goes on to ask for the style sheet first.
    expect(performance.getEntriesByName(INTL_WARM_MARK)).toHaveLength(0);
    vi.runAllTimers();
    const [mark] = performance.getEntriesByName(INTL_WARM_MARK) as PerformanceMark[];
    expect(mark?.detail).toBe('id-ID');
  });

  it('cannot be closed early by what its setup holds', () => {
    const script = warmIntlScript({ ...warmIntlSetup(), mark: '</script><script>alert(1)</script><!--' });
    expect(script).not.toMatch(/<\/script|<!--/i);
  });
});
