import { describe, expect, it } from 'vitest';
import {
  articleBodyLength,
  articleMessages,
  articleProblem,
  buildArticleDraftPayload,
  markdownImageSources,
  coverCandidates,
  htmlImageSources,
  htmlToText,
  isArticleEmpty,
  isCoverCandidate,
  keepCoversInBody,
  validateArticle,
  type ArticleInput,
} from './article';
import { articleHashtagMessages as hashtagMessages } from './article-hashtag';
import { boundaryRows, ofLength } from '../test/strings';

const host = 'https://img.example.com';
const image = (name: string) => `${host}/a/${name}`;
const wide = image('cover1_1280_720.jpg');
const body = (text: string, sources: readonly string[] = [wide]) =>
  `<p>${text}</p>${sources.map((source) => `<p><img src="${source}"></p>`).join('')}`;
const valid: ArticleInput = {
  title: 'A trip to the sea',
  content: body('We walked along the shore.'),
  coverImages: [wide],
};
const publish = (overrides: Partial<ArticleInput>) =>
  validateArticle({ ...valid, ...overrides }, { mode: 'publish', imageHost: host });
const draft = (overrides: Partial<ArticleInput>) =>
  validateArticle({ ...valid, ...overrides }, { mode: 'draft', imageHost: host });

describe('htmlToText (no DOM)', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['<h1>T</h1><ul><li>a</li><li>b</li></ul>', 'Tab'],
    ['a<br>b<br/>c', 'abc'],
    [
      'Fish &amp; chips &lt;3 &quot;x&quot; &#39;y&#39; &#x1F600; &nbsp;',
      'Fish & chips <3 "x" \'y\' 😀 \u00A0',
    ],
    ['&unknown; &amp', '&unknown; &amp'],
    ['<img alt="a > b" src="x.png">after', 'after'],
    ['<!-- note -->text', 'text'],
    ['<script>alert(1)</script>safe<style>p{}</style>', 'safe'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['<p dir="rtl">مرحبا بالعالم</p>', 'مرحبا بالعالم'],
  ])('%j reads as %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('counts the body in code points of its text', () => {
    expect(articleBodyLength('<p>😀😀</p><p>مر</p>')).toBe(4);
    expect(articleBodyLength('<p><img src="x"></p>')).toBe(0);
  });

  it('finds image sources in order, with any quoting', () => {
    expect(
      htmlImageSources(
        `<img src="a.png"><p><IMG class='x' src='b.png?x=1&amp;y=2'></p><img src=c.png><img alt="no src">`,
      ),
    ).toEqual(['a.png', 'b.png?x=1&y=2', 'c.png']);
  });
});

describe('article title on publish (10 to 100)', () => {
  it.each(boundaryRows([10, 100]))('%s × %i', (kind, length) => {
    expect(publish({ title: ofLength(kind, length) })).toEqual(
      length >= 10 && length <= 100 ? null : articleMessages.titleLength,
    );
  });
});

describe('article title in a draft (at most 100)', () => {
  it.each(boundaryRows([100]))('%s × %i', (kind, length) => {
    expect(draft({ title: ofLength(kind, length) })).toEqual(length <= 100 ? null : articleMessages.titleMax);
  });

  it('accepts a short title', () => {
    expect(draft({ title: 'Hi' })).toBeNull();
  });
});

describe('article body on publish (10 to 30 000 when not empty)', () => {
  it.each(boundaryRows([10, 30_000]))('%s × %i', (kind, length) => {
    const expected = length >= 10 && length <= 30_000 ? null : articleMessages.bodyLength;
    expect(publish({ content: body(ofLength(kind, length)) })).toEqual(expected);
  });

  it('lets a body with no text through to the image rules', () => {
    expect(publish({ content: body('') })).toBeNull();
  });

  it('counts text, not markup', () => {
    expect(publish({ content: body('<b>a</b><i>b</i>cdefghij') })).toBeNull();
    expect(publish({ content: body('<b>a</b><i>b</i>cdefghi') })).toEqual(articleMessages.bodyLength);
  });
});

describe('article body in a draft (at most 30 000)', () => {
  it.each(boundaryRows([30_000]))('%s × %i', (kind, length) => {
    expect(draft({ content: body(ofLength(kind, length)) })).toEqual(
      length <= 30_000 ? null : articleMessages.bodyMax,
    );
  });
});

describe('article images on publish (1 to 30)', () => {
  const sources = (count: number) => [
    wide,
    ...Array.from({ length: count - 1 }, (_, index) => image(`i${index}_100_100.png`)),
  ];
  it.each([
    [0, articleMessages.imagesRequired],
    [1, null],
    [29, null],
    [30, null],
    [31, articleMessages.imagesMax],
  ])('%i images gives %j', (count, expected) => {
    const content = body('Some text for the body', count === 0 ? [] : sources(count));
    expect(publish({ content, coverImages: count === 0 ? [] : [wide] })).toEqual(expected);
  });
});

describe('article covers', () => {
  const second = image('cover2_640_360.png');
  const third = image('cover3_1920_1080.webp');
  const fourth = image('cover4_800_600.jpg');
  const content = body('Some text for the body', [wide, second, third, fourth]);

  it.each([
    [[], articleMessages.coversRequired],
    [[wide], null],
    [[wide, second], null],
    [[wide, second, third], null],
    [[wide, second, third, fourth], articleMessages.coversMax],
  ])('%j gives %j', (coverImages, expected) => {
    expect(publish({ content, coverImages })).toEqual(expected);
  });

  it('drops covers that are no longer in the body', () => {
    expect(keepCoversInBody([wide, image('gone_1280_720.jpg'), wide], [wide])).toEqual([wide]);
    expect(publish({ content: body('Some text for the body', [second]), coverImages: [wide] })).toEqual(
      articleMessages.coversRequired,
    );
  });

  it.each([
    [image('x_640_360.jpg'), true],
    [image('x_639_360.jpg'), false],
    [image('x_640_359.jpg'), false],
    [image('x_641_361.jpg'), true],
    [image('x_1280_720.gif'), false],
    ['https://elsewhere.example.com/a/x_1280_720.jpg', false],
    ['https://img.example.com.evil.test/x_1280_720.jpg', false],
    [image('no-size.jpg'), false],
  ])('%s is a cover candidate: %s', (url, expected) => {
    expect(isCoverCandidate(url, host)).toBe(expected);
    expect(isCoverCandidate(url, `${host}/`)).toBe(expected);
  });

  it('uses a measured size when the name carries none', () => {
    expect(isCoverCandidate(image('no-size.jpg'), host, { width: 640, height: 360 })).toBe(true);
    expect(
      coverCandidates([image('no-size.jpg'), wide, wide], host, {
        [image('no-size.jpg')]: { width: 800, height: 600 },
      }),
    ).toEqual([image('no-size.jpg'), wide]);
  });

  it('refuses a cover that is not a candidate', () => {
    const small = image('small_320_240.jpg');
    expect(publish({ content: body('Some text for the body', [small]), coverImages: [small] })).toEqual(
      articleMessages.coverInvalid,
    );
  });
});

describe('article hashtags on publish', () => {
  it('refuses more than 6', () => {
    expect(publish({ hashtags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toEqual(hashtagMessages.articleCount);
    expect(publish({ hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBeNull();
  });
});

describe('empty draft', () => {
  it('refuses a draft with no title, no content and no cover (spec key draft.empty)', () => {
    expect(draft({ title: '  ', content: '<p><br></p>', coverImages: [] })).toEqual(
      articleMessages.draftEmpty,
    );
    expect(articleMessages.draftEmpty.id).toBe('forms.draft.empty');
  });

  it.each([
    [{ title: 'T', content: '', coverImages: [] }, false],
    [{ title: '', content: '<p>x</p>', coverImages: [] }, false],
    [{ title: '', content: `<img src="${wide}">`, coverImages: [] }, false],
    [{ title: '', content: '', coverImages: [wide] }, false],
    [{ title: '', content: '<p> </p>', coverImages: [] }, true],
  ])('%j is empty: %s', (input, expected) => {
    expect(isArticleEmpty(input)).toBe(expected);
  });
});

describe('articleProblem names the field the focus goes to', () => {
  it.each([
    [{ title: 'short' }, 'title'],
    [{ content: body('tiny') }, 'body'],
    [{ content: '<p>No images in this article at all.</p>' }, 'body'],
    [{ coverImages: [] }, 'covers'],
    [{ hashtags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'hashtags'],
  ] as const)('%o → %s', (overrides, field) => {
    expect(articleProblem({ ...valid, ...overrides }, { mode: 'publish', imageHost: host })?.field).toBe(
      field,
    );
  });
});

describe('markdownImageSources', () => {
  it('reads Markdown images and raw img tags in order, titles and angle brackets aside', () => {
    const markdown = [
      '# Title',
      `Text ![a cat](${image('1_800_600.jpg')}) more`,
      `![](<${image('2_800_600.jpg')}> "A title")`,
      `<img src="${image('3_800_600.jpg')}" width="800" height="600">`,
      '[a link](https://example.com/not-an-image.jpg)',
    ].join('\n');
    expect(markdownImageSources(markdown)).toEqual([
      image('1_800_600.jpg'),
      image('2_800_600.jpg'),
      image('3_800_600.jpg'),
    ]);
  });
});

describe('buildArticleDraftPayload', () => {
  it('keeps covers that are still in the body, each image once, and the id of the item', () => {
    const other = image('other_1280_720.jpg');
    expect(
      buildArticleDraftPayload(
        {
          title: ' Draft ',
          content: body('Words', [wide, wide]),
          coverImages: [other, wide],
          hashtags: ['#Sea'],
        },
        12,
      ),
    ).toEqual({
      content_id: 12,
      title: 'Draft',
      content: body('Words', [wide, wide]),
      images: [wide],
      cover_images: [wide],
      hashtag: ['sea'],
    });
  });
});
