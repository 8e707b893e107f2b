import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactDiff, DIFF_CONTEXT, type DiffPart } from './text-diff';
import { codePointLength } from './text';

type Shown = { kind: 'same' | 'added' | 'removed'; text: string };

function isText(part: DiffPart): part is Shown {
  return part.kind !== 'gap';
}

/** What one side shows: its text pieces in order, a gap as `…`. */
function side(parts: readonly DiffPart[], hidden: 'added' | 'removed'): string {
  return parts.map((part) => (isText(part) ? (part.kind === hidden ? '' : part.text) : '…')).join('');
}

const before = (parts: readonly DiffPart[]) => side(parts, 'added');
const after = (parts: readonly DiffPart[]) => side(parts, 'removed');

function texts(parts: readonly DiffPart[], kind: Shown['kind']): string[] {
  return parts.filter(isText).flatMap((part) => (part.kind === kind ? [part.text] : []));
}

/** Every piece of `shown` (split at the gaps) appears in `text`, in order. */
function inOrder(shown: string, text: string): boolean {
  let at = 0;
  for (const piece of shown.split('…')) {
    const found = text.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  return true;
}

describe('compactDiff', () => {
  it('shows an English edit word by word, each side whole', () => {
    const was = 'Woke up at five for this. Worth every minute. #travel #bali';
    const now = 'Woke up at six for this view. Worth every minute! #travel #bali #sunrise';
    const diff = compactDiff(was, now);
    expect(before(diff.parts)).toBe(was);
    expect(after(diff.parts)).toBe(now);
    expect(texts(diff.parts, 'removed')).toEqual(['five', '.']);
    expect(texts(diff.parts, 'added')).toEqual(['six', ' view', '!', ' #sunrise']);
    expect(diff).toMatchObject({ added: 3 + 5 + 1 + 9, removed: 4 + 1 });
  });

  it('changes whole words, not letters', () => {
    const diff = compactDiff('the cat sat', 'the car sat');
    expect(diff.parts).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'cat' },
      { kind: 'added', text: 'car' },
      { kind: 'same', text: ' sat' },
    ]);
  });

  it('reads a rewrite as one edit, not word-for-word swaps around kept spaces', () => {
    expect(compactDiff('Ok. foo bar baz', 'Ok. qux quux corge').parts).toEqual([
      { kind: 'same', text: 'Ok. ' },
      { kind: 'removed', text: 'foo bar baz' },
      { kind: 'added', text: 'qux quux corge' },
    ]);
  });

  it('splits Chinese into words although it has no spaces', () => {
    const was = '我们今天去公园散步，心情很好。';
    const now = '我们明天去公园跑步，心情很好。';
    const diff = compactDiff(was, now, { locale: 'zh-Hans-CN' });
    expect(before(diff.parts)).toBe(was);
    expect(after(diff.parts)).toBe(now);
    expect(texts(diff.parts, 'removed').join(' ')).toContain('今天');
    expect(texts(diff.parts, 'added').join(' ')).toContain('明天');
    // The unchanged words in between stay unchanged: the edit is not the whole line.
    expect(texts(diff.parts, 'same').join('')).toContain('公园');
    expect(texts(diff.parts, 'same').join('')).toContain('，心情很好。');
  });

  it('keeps a Chinese hashtag whole', () => {
    const diff = compactDiff('值得！#旅行', '值得！#旅行 #巴厘岛', { locale: 'zh-Hans-CN' });
    expect(texts(diff.parts, 'added')).toEqual([' #巴厘岛']);
    expect(diff.added).toBe(5);
  });

  it('diffs Arabic by words, in logical order', () => {
    const was = 'استيقظت في الخامسة من أجل هذا المشهد. #سفر';
    const now = 'استيقظت في السادسة من أجل هذا المشهد الجميل. #سفر';
    const diff = compactDiff(was, now, { locale: 'ar-EG' });
    expect(before(diff.parts)).toBe(was);
    expect(after(diff.parts)).toBe(now);
    expect(texts(diff.parts, 'removed')).toEqual(['الخامسة']);
    expect(texts(diff.parts, 'added')).toEqual(['السادسة', ' الجميل']);
    expect(diff).toMatchObject({ added: 7 + 7, removed: 7 });
  });

  it('shows a line break added, removed or put for a space', () => {
    expect(compactDiff('one two\nthree', 'one two\n\nthree')).toEqual({
      parts: [
        { kind: 'same', text: 'one two\n' },
        { kind: 'added', text: '\n' },
        { kind: 'same', text: 'three' },
      ],
      added: 1,
      removed: 0,
    });
    const joined = compactDiff('one\ntwo', 'one two');
    expect(texts(joined.parts, 'removed')).toEqual(['\n']);
    expect(texts(joined.parts, 'added')).toEqual([' ']);
    // A run of spaces is one word: a doubled space shows as the run replaced.
    const spaces = compactDiff('a  b', 'a b');
    expect(texts(spaces.parts, 'removed')).toEqual(['  ']);
    expect(texts(spaces.parts, 'added')).toEqual([' ']);
  });

  it('keeps a changed line apart from the next one', () => {
    const diff = compactDiff('first line\nsecond line', 'new first\nnew second');
    expect(texts(diff.parts, 'same')).toContain('\n');
    expect(before(diff.parts)).toBe('first line\nsecond line');
    expect(after(diff.parts)).toBe('new first\nnew second');
  });

  it.each([
    ['', ''],
    ['same text', 'same text'],
    ['同样的文字 #旅行\n', '同样的文字 #旅行\n'],
  ])('gives nothing for identical texts (%j)', (was, now) => {
    expect(compactDiff(was, now)).toEqual({ parts: [], added: 0, removed: 0 });
  });

  it('shows everything added from an empty text, counting code points', () => {
    expect(compactDiff('', 'Hi 👨‍👩‍👧\n#family')).toEqual({
      parts: [{ kind: 'added', text: 'Hi 👨‍👩‍👧\n#family' }],
      added: 3 + 5 + 1 + 7,
      removed: 0,
    });
  });

  it('shows everything removed when the text is emptied', () => {
    expect(compactDiff('مرحبا بالعالم', '')).toEqual({
      parts: [{ kind: 'removed', text: 'مرحبا بالعالم' }],
      added: 0,
      removed: 13,
    });
  });

  describe('gaps', () => {
    const opening =
      'This opening sentence was written by the machine and nobody touched a single word of it. ';
    const closing = ' And this closing sentence also stays exactly as the machine wrote it, word for word.';
    const was = `${opening}The weather was nice.${closing}`;
    const now = `${opening}The weather was lovely.${closing}`;

    it('cuts long unchanged runs to whole words at the edges of an edit, without spaces at the gap', () => {
      const diff = compactDiff(was, now);
      expect(diff.parts.map((part) => part.kind)).toEqual(['gap', 'same', 'removed', 'added', 'same', 'gap']);
      expect(texts(diff.parts, 'removed')).toEqual(['nice']);
      expect(texts(diff.parts, 'added')).toEqual(['lovely']);
      for (const text of texts(diff.parts, 'same')) {
        expect(codePointLength(text)).toBeLessThanOrEqual(DIFF_CONTEXT);
        expect(text.length).toBeGreaterThan(0);
      }
      expect(before(diff.parts)).toBe('…of it. The weather was nice. And this closing…');
      expect(after(diff.parts)).toBe('…of it. The weather was lovely. And this closing…');
      // Gaps hide unchanged text only: the counts are those of the whole edit.
      expect(diff).toMatchObject({ added: 6, removed: 4 });
    });

    it('keeps a run up to twice the context whole', () => {
      const short = 'x'.repeat(10);
      const diff = compactDiff(`a ${short} b`, `c ${short} d`, { context: 6 });
      expect(diff.parts.some((part) => part.kind === 'gap')).toBe(false);
      expect(texts(diff.parts, 'same')).toEqual([` ${short} `]);
    });

    it('cuts between two edits on both sides', () => {
      const middle = ' one two three four five six seven eight nine ten ';
      const diff = compactDiff(`A${middle}B`, `C${middle}D`, { context: 8 });
      expect(diff.parts.map((part) => part.kind)).toEqual([
        'removed',
        'added',
        'same',
        'gap',
        'same',
        'removed',
        'added',
      ]);
      expect(before(diff.parts)).toBe('A one two…ten B');
    });

    it('cuts a word longer than the context between characters, never inside an emoji', () => {
      const link = `https://example.com/${'👍🏽'.repeat(30)}`;
      const diff = compactDiff(`Go ${link}`, `Look ${link}`, { context: 5 });
      const [shown] = texts(diff.parts, 'same');
      expect(shown).toBe(' http');
      expect(before(diff.parts)).toBe('Go http…');
      const tail = compactDiff(`${'👍🏽'.repeat(30)} end`, `${'👍🏽'.repeat(30)} stop`, { context: 5 });
      expect(after(tail.parts)).toBe('…👍🏽👍🏽 stop');
    });
  });

  it('always shows each side in order, whole when nothing is cut; nothing at all when nothing changed', () => {
    const piece = fc.constantFrom(
      ' ',
      '\n',
      'cat',
      'dog',
      '#tag',
      '#旅行',
      '今天',
      '公园',
      'في',
      'سفر',
      '👍🏽',
      '.',
      '!',
    );
    const text = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    // Unchanged pairs are generated on purpose: two random texts are rarely equal.
    const pair = fc.oneof(
      fc.tuple(text, text),
      text.map((same) => [same, same] as const),
    );
    fc.assert(
      fc.property(pair, fc.integer({ min: 0, max: 12 }), ([was, now], context) => {
        if (was === now) {
          expect(compactDiff(was, now, { context })).toEqual({ parts: [], added: 0, removed: 0 });
          return;
        }
        const whole = compactDiff(was, now, { context: 1000 });
        expect(before(whole.parts)).toBe(was);
        expect(after(whole.parts)).toBe(now);
        expect(whole.added).toBe(codePointLength(texts(whole.parts, 'added').join('')));
        expect(whole.removed).toBe(codePointLength(texts(whole.parts, 'removed').join('')));

        const cut = compactDiff(was, now, { context });
        expect(cut).toMatchObject({ added: whole.added, removed: whole.removed });
        expect(texts(cut.parts, 'added')).toEqual(texts(whole.parts, 'added'));
        expect(texts(cut.parts, 'removed')).toEqual(texts(whole.parts, 'removed'));
        expect(inOrder(before(cut.parts), was)).toBe(true);
        expect(inOrder(after(cut.parts), now)).toBe(true);
      }),
    );
  });
});
