import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createSession } from '../src/security/sessions';
import { photoLike } from '../src/testing/photos';
import { startTestServer } from '../src/testing/harness';
import { progress } from './options';

/**
 * What a content-list page's cover images weigh as originals and as the thumbnails the list asks for
 * (`?w=320&h=320`, upload/thumbnails.ts): the first cover of each of the 10 items of the demo creator's first
 * page (the seed's images: flat banded PNGs, so the figure says little), and the same page with 10 photographs
 * made here (1080 × 1440 JPEG at quality 88, src/testing/photos.ts), each measured over HTTP as the browser gets it.
 */
export async function measureThumbnails() {
  const server = await startTestServer();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timedBytes = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { bytes, ms: performance.now() - started };
  };
  const page = async (urls: string[]) => {
    const originals = await Promise.all(urls.map((url) => timedBytes(url)));
    const sizes: Record<string, number> = {};
    const firstMs: number[] = [];
    const cachedMs: number[] = [];
    for (const query of ['w=640', 'w=400&h=413', 'w=320&h=320']) {
      // One after the other: the time of one encode, then of one read from the cache.
      const first: { bytes: number; ms: number }[] = [];
      for (const url of urls) first.push(await timedBytes(`${url}?${query}`));
      for (const url of urls) cachedMs.push((await timedBytes(`${url}?${query}`)).ms);
      firstMs.push(...first.map((one) => one.ms));
      sizes[query] = first.reduce((sum, one) => sum + one.bytes, 0);
    }
    const originalBytes = originals.reduce((sum, one) => sum + one.bytes, 0);
    const listBytes = sizes['w=320&h=320']!;
    return {
      images: urls.length,
      original_bytes: originalBytes,
      thumbnail_bytes: listBytes,
      thumbnail_share: Math.round((listBytes / originalBytes) * 1000) / 1000,
      bytes_by_size: sizes,
      first_request_ms_median: Math.round(median(firstMs) * 10) / 10,
      cached_request_ms_median: Math.round(median(cachedMs) * 10) / 10,
    };
  };
  try {
    const demo = await server.db
      .selectFrom('creator')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.demo)
      .executeTakeFirstOrThrow();
    const token = await createSession(server.db, server.clock, demo.id, 3600_000);
    const listed = await server.call<{ list: { cover_images: string[] }[] }>(
      'GET',
      '/mp-api/v3/api/content',
      { token, query: { page: 1, page_size: 10 } },
    );
    const covers = listed.body.data.list.flatMap((item) => item.cover_images.slice(0, 1));
    progress(`thumbnails of a list page: ${covers.length} seed covers`);
    const seedImages = { items: listed.body.data.list.length, ...(await page(covers)) };
    const photos: string[] = [];
    for (let index = 1; index <= 10; index += 1) {
      const key = `content/${demo.id}/bench/photo${index}_1080_1440.jpg`;
      const bytes = await photoLike(1080, 1440, index);
      await server.app.services.files.write(key, bytes);
      await server.db
        .insertInto('stored_file')
        .values({
          key,
          content_type: 'image/jpeg',
          size: bytes.length,
          created_at: server.clock.now(),
          owner_id: demo.id,
        })
        .execute();
      photos.push(`${server.base}/storage/${key}`);
    }
    progress('thumbnails of a list page: 10 photographs, 1080 × 1440 JPEG');
    return {
      list_page_seed_images: {
        ...seedImages,
        images_are:
          'the seed images: flat two-colour banded PNGs (src/db/png.ts), far smaller than photographs',
      },
      list_page_photographs: {
        items: photos.length,
        ...(await page(photos)),
        images_are:
          'photograph stand-ins made in the bench: 1080 × 1440 JPEG, quality 88 (src/testing/photos.ts)',
      },
    };
  } finally {
    await server.close();
  }
}
