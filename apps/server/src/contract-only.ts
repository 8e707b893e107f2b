/**
 * The contract-only mode (CONTRACT_STRICT=1): the reference server answering as a backend written from the two
 * spec documents and contract.md alone would. The portal must work against any such backend; the end-to-end
 * suite runs its main flows against this mode to show that it does not lean on anything only this server says.
 *
 * It wraps the server's fetch handler rather than living in its routes, so that the routes stay one
 * implementation and the mode can only ever take away:
 * - every answer's `data` keeps only the fields the documents name for its call (`CONTRACT_ANSWERS` of
 *   packages/api, the same table the answer-schema audit cites);
 * - every identifier in an answer is above 2^31 (`ID_OFFSET` added), and taken back off the identifiers the
 *   portal sends, in the query, the path and the JSON body. The contract says only "positive integers".
 * - the `Idempotency-Key` header of the portal's writes is taken off: the documents do not name it.
 * The other differences (the access list naming `list_polish_task` alone, the storage endpoint on another
 * origin, seeded counts in the billions) are the seed's and main.ts's (see docs/contract-mode.md).
 */
import { CONTRACT_ANSWERS, projectToContract } from '@creator/api/schemas/contract-answers';
import { IDEMPOTENCY_HEADER } from '@creator/api/schemas/idempotency';
import { isApiPath } from '@creator/api/schemas/route-spec';
import { routes, type RouteName } from '@creator/api/schemas/routes';
import { ErrorCode } from '@creator/domain/error-codes';
import { JSON_BODY_MAX_BYTES } from './validate';

/** Added to every identifier on its way out, taken off on its way in: 2^31, past any 32-bit integer. */
export const ID_OFFSET = 2 ** 31;

/** Fields that hold one identifier, or a list of them, wherever they appear. */
const ID_FIELDS = new Set([
  'content_id',
  'id',
  'user_id',
  'tag_id',
  'parent_tag_id',
  'target_id',
  'polish_task_id',
]);
const ID_LIST_FIELDS = new Set(['ids', 'tag_ids']);

type Handler = (request: Request, ...rest: never[]) => Response | Promise<Response>;

interface RouteMatch {
  name: RouteName;
  /** Indexes of the path's segments that are parameters (`:id`). */
  params: number[];
}

// Fixed paths before those with a parameter, so that a `:id` never shadows a fixed segment.
const TABLE = Object.entries(routes)
  .map(([name, route]) => ({
    name: name as RouteName,
    method: route.method as string,
    segments: route.path.split('/'),
    fixed: !route.path.includes(':'),
  }))
  .sort((a, b) => Number(b.fixed) - Number(a.fixed));

function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/');
  for (const route of TABLE) {
    if (route.method !== method || route.segments.length !== segments.length) continue;
    const params: number[] = [];
    const same = route.segments.every((segment, index) => {
      if (segment.startsWith(':')) {
        params.push(index);
        return segments[index] !== '';
      }
      return segment === segments[index];
    });
    if (same) return { name: route.name, params };
  }
  return undefined;
}

const outward = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value + ID_OFFSET : value;

/**
 * An identifier the portal sent, as the server knows it. One that cannot be ours (at or below the offset) becomes
 * 0, which every id rule refuses, so that no request reaches an item by its inner number. Anything but a number
 * goes on as it came, for the server to refuse.
 */
function inward(value: unknown): unknown {
  if (typeof value !== 'number') return value;
  return Number.isSafeInteger(value) && value > ID_OFFSET ? value - ID_OFFSET : 0;
}

/** The same for the text of a query or a path, where every value is a string. */
function inwardText(value: string): string {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) ? value : String(inward(number));
}

/** `value` with every identifier field mapped by `map` (a new value; the input is not changed). */
function mapIds(value: unknown, map: (id: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapIds(item, map));
  if (value === null || typeof value !== 'object') return value;
  // Without a prototype: a `__proto__` key of the JSON stays a field, as the server would read it.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, field] of Object.entries(value)) {
    if (ID_FIELDS.has(key)) out[key] = map(field);
    else if (ID_LIST_FIELDS.has(key) && Array.isArray(field)) out[key] = field.map(map);
    else out[key] = mapIds(field, map);
  }
  return out;
}

async function inwardRequest(request: Request, url: URL, match: RouteMatch | undefined): Promise<Request> {
  for (const key of [...url.searchParams.keys()]) {
    if (ID_FIELDS.has(key)) url.searchParams.set(key, inwardText(url.searchParams.get(key) ?? ''));
  }
  if (match) {
    const segments = url.pathname.split('/');
    for (const index of match.params) {
      const segment = segments[index] ?? '';
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        continue; // Malformed: the server refuses it as it would any other.
      }
      segments[index] = encodeURIComponent(inwardText(decoded));
    }
    url.pathname = segments.join('/');
  }
  let body: BodyInit | null = null;
  const length = Number(request.headers.get('content-length') ?? NaN);
  const json = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json');
  if (request.body) {
    // Bounded before it is read: a body over the server's limit (or of unknown length) goes on as it came, and
    // the server refuses it as it would any other.
    if (json && Number.isSafeInteger(length) && length <= JSON_BODY_MAX_BYTES) {
      const text = await request.text();
      try {
        body = JSON.stringify(mapIds(JSON.parse(text), inward));
      } catch {
        body = text;
      }
    } else body = request.body;
  }
  const headers = new Headers(request.headers);
  // The Idempotency-Key is this project's optional addition to the contract: a backend written from the documents
  // alone never sees it, so a write sent twice is written twice here.
  headers.delete(IDEMPOTENCY_HEADER);
  // A rewritten body has a length of its own; one passed on as it came keeps its header.
  if (typeof body === 'string') headers.delete('content-length');
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function outwardResponse(response: Response, match: RouteMatch | undefined): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const envelope = (await response.json()) as { code?: unknown; data?: unknown };
  let data = envelope.data;
  if (envelope.code === 0 && match) data = projectToContract(CONTRACT_ANSWERS[match.name].fields, data);
  // A refusal carries data only where the contract gives it: the claim limit of 17001 (`data.max`).
  else if (envelope.code !== 0)
    data =
      envelope.code === ErrorCode.claimLimit ? projectToContract({ max: 'contract.md "Lists"' }, data) : null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...envelope, data: mapIds(data, outward) }), {
    status: response.status,
    headers,
  });
}

/** The server's fetch handler, answering as a contract-only backend would (see the module's comment). */
export function contractOnly<H extends Handler>(handler: H): H {
  return (async (request: Request, ...rest: never[]) => {
    const url = new URL(request.url);
    if (!isApiPath(url.pathname)) return handler(request, ...rest);
    const match = matchRoute(request.method, url.pathname);
    const response = await handler(await inwardRequest(request, url, match), ...rest);
    return outwardResponse(response, match);
  }) as H;
}
