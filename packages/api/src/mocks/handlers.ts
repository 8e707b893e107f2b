import { canChangeProfileField, PROFILE_CHANGES_PER_MONTH } from '@creator/forms/rules/account';
import { isCaptchaMatch } from '@creator/forms/rules/auth';
import { canClaim, remainingClaims } from '@creator/forms/rules/claim';
import { issueToDescriptor } from '@creator/forms/rules/descriptor';
import { canDelete, canEdit, remainingEdits } from '@creator/forms/rules/eligibility';
import { newPasswordSchema } from '@creator/forms/rules/password';
import { validateShortPost } from '@creator/forms/rules/post';
import { AVATAR_MAX_BYTES } from '@creator/forms/rules/account';
import { UPLOAD_MAX_BYTES } from '@creator/forms/rules/upload';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { isLocale, type Locale } from '../client/session';
import { decodeCaptchaAnswer, encodeCaptchaChallenge } from '../schemas/auth';
import { encodeBase64Json } from '../schemas/common';
import type { ContentDetail, ContentItem } from '../schemas/content';
import { routes, type RouteName, type RouteSpec } from '../schemas/routes';
import { decodeStoragePolicy, imageAddress, policyLengthRange, type UploadSigning } from '../schemas/upload';
import { COPIED_IMAGE, DAY, MOCK_IMAGE_HOST, MOCK_STORAGE_ENDPOINT, type LocalisedTag } from './fixtures';
import { captchaPicture } from './images';
import { createMockStore, decryptPassword, type MockStore } from './store';

/** A business outcome of a mock: the envelope's code, message and data. */
class MockFailure {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data: unknown = null,
  ) {}
}

function refuse(code: number, message: string, data: unknown = null): never {
  throw new MockFailure(code, message, data);
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

interface Context<R extends RouteSpec> {
  query: Output<R['query']>;
  body: Output<R['body']>;
  params: Output<R['params']>;
  request: Request;
  store: MockStore;
  clang: Locale;
}

export interface MockHandlerOptions {
  /** The state to answer from (a fresh seeded store by default). */
  store?: MockStore;
  /** Refuse calls of session routes without a bearer token the mocks issued (HTTP 401, code 5). */
  requireSession?: boolean;
}

const envelope = (code: number, message: string, data: unknown, status = 200) =>
  HttpResponse.json({ code, message, data }, { status });

function validate(
  schema: z.ZodMiniType | undefined,
  value: unknown,
  where: string,
): { ok: true; data: unknown } | { ok: false; response: Response } {
  if (!schema) return { ok: true, data: undefined };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || where;
  const descriptor = issue ? issueToDescriptor(issue as Parameters<typeof issueToDescriptor>[0]) : undefined;
  return {
    ok: false,
    response: envelope(
      10001,
      `${field}: ${descriptor?.defaultMessage ?? 'invalid'}`,
      { field, id: issue?.message, values: descriptor?.values ?? null },
      400,
    ),
  };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('not JSON');
  }
}

function paginate<T>(items: readonly T[], page = 1, pageSize = 10) {
  return {
    list: items.slice((page - 1) * pageSize, page * pageSize),
    count: items.length,
    page,
    page_size: pageSize,
  };
}

const inRange = (value: number | null | undefined, start?: number, end?: number) =>
  (start === undefined || (value ?? 0) >= start) && (end === undefined || (value ?? 0) <= end);

const matches = (text: string, keyword?: string) =>
  !keyword || text.toLowerCase().includes(keyword.toLowerCase());

function listItem(item: ContentDetail): ContentItem {
  const { content: _content, hashtag: _hashtag, tag_ids: _tags, ...rest } = item;
  return rest;
}

function localiseTag(tag: LocalisedTag, clang: Locale): Record<string, unknown> {
  const { names, children, ...rest } = tag;
  return {
    ...rest,
    lang_tag_name: names[clang],
    ...(children ? { children: children.map((child) => localiseTag(child, clang)) } : {}),
  };
}

function signing(store: MockStore, dir: string, maxBytes: number, name?: string): UploadSigning {
  const policy = encodeBase64Json({
    expiration: new Date((store.clock() + 3600) * 1000).toISOString(),
    conditions: [
      ['content-length-range', 0, maxBytes],
      ['starts-with', '$key', dir],
    ],
  });
  return {
    signature: { policy, signature: btoa(`mock-hmac-sha1:${dir}`) },
    bucketName: 'mock-creator-images',
    domain: MOCK_IMAGE_HOST,
    endpoint: MOCK_STORAGE_ENDPOINT,
    SecurityToken: 'mock-security-token',
    AccessKeyId: 'MOCK-ACCESS-KEY',
    dir,
    ...(name ? { name } : {}),
  };
}

function findContent(store: MockStore, contentId: number): ContentDetail {
  return (
    store.content.find((item) => item.content_id === contentId) ?? refuse(404, 'The content does not exist')
  );
}

/** MSW handlers for every call of the routes table, answering from an in-memory store of fixtures. */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const store = options.store ?? createMockStore();

  function on<N extends RouteName>(
    name: N,
    resolve: (context: Context<(typeof routes)[N]>) => unknown,
  ): HttpHandler {
    const route: RouteSpec = routes[name];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`*${route.path}`, async ({ request, params }) => {
      if (options.requireSession && route.session) {
        const token = request.headers.get('authorization')?.replace(/^Bearer /u, '') ?? '';
        if (!store.sessions.has(token))
          return envelope(5, 'Your session has expired, please sign in again', null, 401);
      }
      const url = new URL(request.url);
      const query = validate(route.query, Object.fromEntries(url.searchParams), 'query');
      if (!query.ok) return query.response;
      const body = validate(route.body, route.body ? await readBody(request) : undefined, 'body');
      if (!body.ok) return body.response;
      const pathParams = validate(route.params, params, 'path');
      if (!pathParams.ok) return pathParams.response;
      const clang = request.headers.get('clang');
      try {
        const data = await resolve({
          query: query.data,
          body: body.data,
          params: pathParams.data,
          request,
          store,
          clang: isLocale(clang) ? clang : 'en-US',
        } as Context<(typeof routes)[N]>);
        return envelope(0, 'success', data ?? null);
      } catch (failure) {
        if (failure instanceof MockFailure) return envelope(failure.code, failure.message, failure.data);
        throw failure;
      }
    });
  }

  const userContent = () => store.content.filter((item) => item.status !== 2 && item.status !== 11);
  const claimMax = () => store.config.polish_claim_max_length;
  const claimedCount = () => store.polishTasks.filter((task) => task.status === 'CLAIMED').length;

  return [
    on('fetchCaptcha', ({ store }) => {
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
      const code = Array.from({ length: 4 }, () => store.random.pick([...alphabet])).join('');
      const id = `cap-${store.nextId()}`;
      store.captchas.set(id, code);
      store.lastCaptcha = { id, code };
      const noise = Array.from(
        { length: 5 },
        () =>
          [
            store.random.int(0, 120),
            store.random.int(0, 44),
            store.random.int(0, 120),
            store.random.int(0, 44),
          ] as [number, number, number, number],
      );
      return { token: encodeCaptchaChallenge({ token: id, image: captchaPicture(code, noise) }) };
    }),
    on('verifyCaptcha', ({ body, store }) => {
      const answer =
        decodeCaptchaAnswer(body.token) ?? refuse(10001, 'token: the captcha token does not decode');
      const expected = store.captchas.get(answer.token);
      store.captchas.delete(answer.token);
      if (expected === undefined || !isCaptchaMatch(expected, answer.code))
        refuse(13001001, 'The verification code is wrong');
      if (body.email.toLowerCase() !== store.account.email.toLowerCase())
        refuse(13001004, 'This email does not belong to any creator');
      const ticket = `ticket-${store.nextId()}`;
      store.tickets.set(ticket, body.email.toLowerCase());
      return { ticket };
    }),
    ...(['login', 'loginViaAccount'] as const).map((name) =>
      on(name, async ({ body, store }) => {
        const ticketEmail = store.tickets.get(body.ticket);
        store.tickets.delete(body.ticket);
        const password = await decryptPassword(store, body.password);
        if (ticketEmail !== body.account.toLowerCase() || password !== store.password)
          refuse(14001, 'Login failed, please contact platform customer service');
        if (store.loginForbidden) refuse(14002, 'This account may not sign in');
        const token = `mock-token-${store.nextId()}`;
        store.sessions.set(token, store.account.user_id);
        return {
          authentication_token: token,
          uregion: 'sg',
          country: store.account.country,
          user_id: store.account.user_id,
        };
      }),
    ),
    on('logout', ({ request, store }) => {
      store.sessions.delete(request.headers.get('authorization')?.replace(/^Bearer /u, '') ?? '');
    }),
    on('sendEmailCode', ({ query, store }) => {
      if (store.tickets.get(query.ticket) !== query.email.toLowerCase())
        refuse(13001001, 'The verification has expired, please try again');
      if (query.email.toLowerCase() !== store.account.email.toLowerCase())
        refuse(13001004, 'This email does not belong to any creator');
      store.emailCodes.set(query.email.toLowerCase(), '246810');
    }),
    on('checkEmailCode', ({ body, store }) => {
      if (store.emailCodes.get(body.email.toLowerCase()) !== body.token)
        refuse(13001001, 'The code is wrong');
      store.emailCodes.delete(body.email.toLowerCase());
      const ticket = `ticket-${store.nextId()}`;
      store.tickets.set(ticket, body.email.toLowerCase());
      return { ticket };
    }),
    on('resetPassword', async ({ body, store }) => {
      if (store.tickets.get(body.ticket) !== body.email.toLowerCase())
        refuse(13001002, 'The code has expired, please request a new one');
      const password =
        (await decryptPassword(store, body.password)) ?? refuse(10001, 'password: does not decrypt');
      const rule = newPasswordSchema.safeParse(password);
      if (!rule.success)
        refuse(
          10001,
          `password: ${issueToDescriptor(rule.error.issues[0] as Parameters<typeof issueToDescriptor>[0]).defaultMessage}`,
        );
      store.tickets.delete(body.ticket);
      store.password = password;
    }),
    on('changePassword', async ({ body, store }) => {
      const [oldPassword, newPassword] = await Promise.all([
        decryptPassword(store, body.old_password),
        decryptPassword(store, body.new_password),
      ]);
      if (oldPassword !== store.password) refuse(10001, 'old_password: the current password is wrong');
      const rule = newPasswordSchema.safeParse(newPassword ?? '');
      if (!rule.success)
        refuse(
          10001,
          `new_password: ${issueToDescriptor(rule.error.issues[0] as Parameters<typeof issueToDescriptor>[0]).defaultMessage}`,
        );
      store.password = newPassword ?? store.password;
    }),
    on('getAccount', ({ store }) => store.account),
    on('getUserResources', ({ store }) => ({ list: store.resources })),
    on('updateNickname', ({ body, store }) => {
      const verdict = canChangeProfileField(store.account.screen_name_ext);
      if (!verdict.ok) refuse(15002, verdict.reason.defaultMessage);
      if (store.takenNicknames.has(body.nickname.trim().toLowerCase()))
        refuse(15001, 'This nickname is already taken');
      store.profileChanges.nickname += 1;
      store.account = {
        ...store.account,
        screen_name: body.nickname.trim(),
        screen_name_ext: {
          audit_status: 1,
          modified: store.profileChanges.nickname < PROFILE_CHANGES_PER_MONTH,
        },
      };
    }),
    on('updateAvatar', ({ body, store }) => {
      const verdict = canChangeProfileField(store.account.avatar_ext);
      if (!verdict.ok) refuse(15002, verdict.reason.defaultMessage);
      store.profileChanges.avatar += 1;
      store.account = {
        ...store.account,
        avatar: body.url,
        avatar_ext: { audit_status: 1, modified: store.profileChanges.avatar < PROFILE_CHANGES_PER_MONTH },
      };
    }),
    on('getConfigBatch', async ({ store }) => ({
      community_config: {
        web_api: { ...store.config, password_public_key: (await store.keys()).publicKeyPem },
      },
    })),
    on('getHome', () => {
      const items = userContent();
      return {
        content_count: items.length,
        expose_count: items.reduce((total, item) => total + item.expose_count, 0),
        click_count: items.reduce((total, item) => total + item.click_count, 0),
      };
    }),
    on('listNotices', ({ query, store }) =>
      paginate(
        [...store.notices].sort((a, b) => b.created_at - a.created_at),
        query.page,
        20,
      ),
    ),
    on('getUnreadCount', ({ store }) => ({
      unread: store.notices.filter((notice) => notice.status === 1).length,
    })),
    on('markNoticesRead', ({ body, store }) => {
      const ids = new Set(body.ids);
      store.notices = store.notices.map((notice) => (ids.has(notice.id) ? { ...notice, status: 2 } : notice));
    }),
    on('listContent', ({ query }) => {
      const statuses = query.status?.filter((status) => status !== 0) ?? [];
      const items = userContent()
        .filter((item) => statuses.length === 0 || statuses.includes(item.status as never))
        .filter((item) => !query.show_types?.length || query.show_types.includes(item.show_type as never))
        .filter(
          (item) => !query.content_sources?.length || query.content_sources.includes(item.source as never),
        )
        .filter(
          (item) =>
            query.contains_images === undefined || item.images.length > 0 === (query.contains_images === 1),
        )
        .filter(
          (item) => matches(`${item.title} ${item.brief}`, query.keyword) && matches(item.title, query.title),
        )
        .filter((item) => inRange(item.publish_date, query.publish_date_start, query.publish_date_end))
        .sort((a, b) => b.content_id - a.content_id);
      return paginate(items.map(listItem), query.page, query.page_size ?? 10);
    }),
    on('getContentDetail', ({ query, store }) => {
      const item = findContent(store, query.content_id);
      return { detail: { ...item, remaining_modify_count: remainingEdits(item) } };
    }),
    on('deleteContent', ({ query, store }) => {
      const item = findContent(store, query.content_id);
      const verdict = canDelete(item);
      if (!verdict.ok) refuse(16003, verdict.reason.defaultMessage);
      item.status = 11;
    }),
    on('publishContent', ({ body, store }) => {
      const now = store.clock();
      if (body.show_type === 2) {
        const problem = validateShortPost(
          {
            title: body.title,
            content: body.content,
            images: body.images.map((url) => ({ url, status: 'done' as const })),
            categoryId: body.tag_ids[0] ?? null,
            topicId: body.tag_ids[1] ?? null,
            publishAt: body.publish_date ? body.publish_date * 1000 : null,
          },
          {
            now: now * 1000,
            maxContentLength: store.config.short_image_text_body_max_length,
            tagCountries: store.config.allow_semantic_tag_countries,
            country: store.account.country,
            categories: store.tags,
          },
        );
        if (problem)
          refuse(10001, problem.defaultMessage, { id: problem.id, values: problem.values ?? null });
      }
      const scheduled = (body.publish_date ?? 0) > now;
      const existing = body.content_id === undefined ? undefined : findContent(store, body.content_id);
      if (existing && existing.status !== 2) {
        const verdict = canEdit(existing, now * 1000);
        if (!verdict.ok) refuse(16002, verdict.reason.defaultMessage);
      }
      const fields = {
        title: body.title,
        content: body.content,
        brief: body.show_type === 2 ? body.content.slice(0, 80) : body.title,
        images: body.images,
        cover_images: body.cover_images,
        hashtag: body.hashtag,
        tag_ids: body.show_type === 2 ? body.tag_ids : [],
        status: scheduled ? 12 : 3,
        publish_date: body.publish_date || now,
        updated_at: now,
      };
      if (existing) {
        const edits = existing.status === 2 ? 0 : existing.modify_count + 1;
        Object.assign(existing, fields, {
          modify_count: edits,
          remaining_modify_count: remainingEdits({ ...existing, modify_count: edits }),
        });
        return { content_id: existing.content_id };
      }
      const created: ContentDetail = {
        content_id: store.nextId(),
        show_type: body.show_type,
        source: 2,
        expose_count: 0,
        click_count: 0,
        like_count: 0,
        unlike_count: 0,
        modify_count: 0,
        remaining_modify_count: 3,
        reason: null,
        ...fields,
      };
      store.content.push(created);
      return { content_id: created.content_id };
    }),
    on('publishPolishedTask', ({ body, store }) => {
      const task = store.polishTasks.find((candidate) => candidate.id === body.polish_task_id);
      if (!task || task.status !== 'CLAIMED') refuse(17002, 'The post has been claimed by other users.');
      const now = store.clock();
      const created: ContentDetail = {
        content_id: store.nextId(),
        show_type: 2,
        source: task.source,
        status: (body.publish_date ?? 0) > now ? 12 : 3,
        title: body.title,
        brief: body.content.slice(0, 80),
        content: body.content,
        images: body.images,
        cover_images: body.cover_images,
        hashtag: body.hashtag,
        tag_ids: body.tag_ids,
        publish_date: body.publish_date || now,
        updated_at: now,
        expose_count: 0,
        click_count: 0,
        like_count: 0,
        unlike_count: 0,
        modify_count: 0,
        remaining_modify_count: 3,
        reason: null,
      };
      store.content.push(created);
      Object.assign(task, { status: 'COMPLETED', completed_at: now });
      return { content_id: created.content_id };
    }),
    on('saveDraft', ({ body, store }) => {
      const now = store.clock();
      const fields = {
        title: body.title,
        content: body.content,
        brief: body.title,
        cover_images: body.cover_images,
        images: body.images,
        hashtag: body.hashtag,
        updated_at: now,
      };
      if (body.content_id !== undefined) {
        const draft = findContent(store, body.content_id);
        if (draft.status !== 2) refuse(16002, 'Only a draft can be saved as a draft');
        Object.assign(draft, fields);
        return { content_id: draft.content_id };
      }
      const created: ContentDetail = {
        content_id: store.nextId(),
        show_type: 1,
        status: 2,
        source: 2,
        publish_date: 0,
        tag_ids: [],
        expose_count: 0,
        click_count: 0,
        like_count: 0,
        unlike_count: 0,
        modify_count: 0,
        remaining_modify_count: 3,
        reason: null,
        ...fields,
      };
      store.content.push(created);
      return { content_id: created.content_id };
    }),
    on('listDrafts', ({ query, store }) => {
      const drafts = store.content
        .filter((item) => item.status === 2)
        .sort((a, b) => b.updated_at - a.updated_at);
      const page = paginate(
        drafts.map(({ content_id, title, brief, cover_images, updated_at }) => ({
          content_id,
          title,
          brief,
          cover_images,
          updated_at,
        })),
        query.page,
        query.page_size ?? 10,
      );
      return { list: page.list, count: page.count };
    }),
    on('listPolishTasks', ({ query, store }) => {
      const tasks = store.polishTasks
        .filter((task) => task.status === query.status)
        .filter((task) => matches(`${task.title} ${task.body}`, query.keyword))
        .filter((task) => inRange(task.created_at, query.created_at_start, query.created_at_end))
        .filter((task) => inRange(task.claimed_at, query.claimed_at_start, query.claimed_at_end))
        .filter((task) => inRange(task.completed_at, query.completed_at_start, query.completed_at_end))
        .sort((a, b) => (b.claimed_at ?? b.created_at) - (a.claimed_at ?? a.created_at));
      return {
        ...paginate(tasks, query.page, query.page_size ?? 20),
        remaining_claimed_count: remainingClaims(claimedCount(), claimMax()),
      };
    }),
    on(
      'getPolishTask',
      ({ params, store }) =>
        store.polishTasks.find((task) => task.id === params.id) ?? refuse(404, 'The task does not exist'),
    ),
    on('claimPolishTasks', ({ body, store }) => {
      const tasks = body.ids.map((id) => store.polishTasks.find((task) => task.id === id));
      if (tasks.some((task) => !task || task.status !== 'PENDING'))
        refuse(17002, 'The post has been claimed by other users.');
      const verdict = canClaim(claimedCount(), body.ids.length, claimMax());
      if (!verdict.ok) refuse(17001, verdict.reason.defaultMessage, { max: claimMax() });
      const now = store.clock();
      for (const task of tasks) Object.assign(task ?? {}, { status: 'CLAIMED', claimed_at: now });
    }),
    on('giveUpPolishTasks', ({ body, store }) => {
      for (const id of body.ids) {
        const task = store.polishTasks.find((candidate) => candidate.id === id);
        if (!task || task.status !== 'CLAIMED') refuse(10001, `ids: task ${id} is not claimed`);
        Object.assign(task, { status: 'PENDING', claimed_at: null });
      }
    }),
    on('getTags', ({ store, clang }) => ({ list: store.tags.map((tag) => localiseTag(tag, clang)) })),
    on('searchHashtags', ({ query, store }) => ({
      list: store.hashtags
        .filter((tag) => tag.name.toLowerCase().includes(query.name.toLowerCase()))
        .sort((a, b) => b.total_pv - a.total_pv)
        .slice(0, 10),
    })),
    on('getUploadToken', ({ store }) => signing(store, `mp/${store.account.user_id}/`, UPLOAD_MAX_BYTES)),
    on('getOssSts', ({ query, store }) =>
      signing(
        store,
        `avatar/${store.account.user_id}/`,
        AVATAR_MAX_BYTES,
        `avatar_${store.nextId()}.${query.extension}`,
      ),
    ),
    on('copyImages', ({ body, store }) =>
      body.images.map((url) => {
        if (url.startsWith(`${MOCK_IMAGE_HOST}/`)) return { url };
        const key = `mp/copied/${store.nextId()}_800_600.svg`;
        store.uploads.set(key, {
          blob: new Blob([decodeURIComponent(COPIED_IMAGE.split(',')[1] ?? '')], { type: 'image/svg+xml' }),
          type: 'image/svg+xml',
        });
        return { url: imageAddress(MOCK_IMAGE_HOST, key) };
      }),
    ),
    ...storageHandlers(store),
  ];
}

const CORS = { 'Access-Control-Allow-Origin': '*' };

/** The storage endpoint (multipart POST) and the image host (GET) of the mocks. */
function storageHandlers(store: MockStore): HttpHandler[] {
  return [
    http.post(MOCK_STORAGE_ENDPOINT, async ({ request }) => {
      const form = await request.formData();
      const key = form.get('key');
      const file = form.get('file');
      const policy = decodeStoragePolicy(String(form.get('policy') ?? ''));
      const range = policy && policyLengthRange(policy);
      const names = [...form.keys()];
      if (
        typeof key !== 'string' ||
        !(file instanceof Blob) ||
        !range ||
        names[names.length - 1] !== 'file'
      ) {
        return new HttpResponse('<Error><Code>InvalidArgument</Code></Error>', {
          status: 400,
          headers: CORS,
        });
      }
      if (file.size < range[0] || file.size > range[1])
        return new HttpResponse('<Error><Code>EntityTooLarge</Code></Error>', { status: 400, headers: CORS });
      store.uploads.set(key, { blob: file, type: file.type || 'application/octet-stream' });
      return new HttpResponse(null, { status: 200, headers: CORS });
    }),
    http.get(`${MOCK_IMAGE_HOST}/*`, ({ request }) => {
      const key = decodeURIComponent(new URL(request.url).pathname.slice(1));
      const upload = store.uploads.get(key);
      if (!upload) return new HttpResponse(null, { status: 404, headers: CORS });
      return new HttpResponse(upload.blob, {
        headers: { ...CORS, 'Content-Type': upload.type, 'Cache-Control': `max-age=${DAY}` },
      });
    }),
  ];
}

/** Every handler over one shared store: what Storybook, tests and demo mode use unless they make their own. */
export const mockStore = createMockStore();
export const handlers: HttpHandler[] = createHandlers({ store: mockStore });
