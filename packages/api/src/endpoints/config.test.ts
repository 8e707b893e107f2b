// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client/config';
import { ApiError } from '../client/errors';
import { getConfigBatch } from './config';

const server = setupServer();
beforeAll(() => {
  configureApiClient({ baseUrl: 'http://api.test' });
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('getConfigBatch', () => {
  it('asks for the web community configuration and fills the defaults the backend leaves out', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('*/config-api/api/configs/batch', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { community_config: { web_api: { image_host: 'https://img.test' } } },
        });
      }),
    );
    const config = await getConfigBatch();
    expect(seen?.searchParams.get('platform')).toBe('web');
    expect(seen?.searchParams.get('project_keys')).toBe('community_config');
    expect(config.community_config.web_api).toMatchObject({
      mp_supported_show_types: [1, 2],
      short_image_text_body_max_length: 2000,
      polish_claim_max_length: 5,
      image_host: 'https://img.test',
    });
  });

  it('turns an HTML page from a proxy into the generic request error', async () => {
    server.use(
      http.get('*/config-api/api/configs/batch', () => new HttpResponse('<html>502</html>', { status: 404 })),
    );
    await expect(getConfigBatch()).rejects.toMatchObject({
      kind: 'contract',
      message: 'Request error, please retry.',
    });
  });

  it('names the offending field when the answer breaks its schema', async () => {
    server.use(
      http.get('*/config-api/api/configs/batch', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { community_config: { web_api: { polish_claim_max_length: 'five' } } },
        }),
      ),
    );
    const error = await getConfigBatch().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).path).toBe('community_config.web_api.polish_claim_max_length');
  });
});
