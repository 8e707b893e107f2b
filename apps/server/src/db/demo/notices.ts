import { NoticeType, ReadStatus } from '@creator/domain/notices';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { SEED_IMAGES, seedUrl } from './images';
import { seededRandom } from './random';

const NOTICE_TEXTS: Record<NoticeType, string[]> = {
  [NoticeType.manual]: [
    '<p>Welcome to the <b>creator portal</b>! Read the <a href="https://example.com/guide">creator guide</a>.</p>',
    '<p>Scheduled maintenance on Sunday 02:00–04:00.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    '<p onclick="steal()">New monthly rewards are live.</p><a href="javascript:alert(1)">Claim</a><iframe src="https://evil.example"></iframe>',
    '<ul><li>Faster uploads</li><li>Arabic support</li></ul><style>body{display:none}</style>',
  ],
  [NoticeType.avatarReviewFailed]: ['Your new avatar did not pass review: it shows a QR code.'],
  [NoticeType.nicknameReviewFailed]: [
    'Your new nickname did not pass review: it looks like an advertisement.',
  ],
  [NoticeType.postingBanned]: ['You cannot post until 2026/12/01 because of repeated copyright complaints.'],
  [NoticeType.articleReviewFailed]: [
    'Your article {{Morning market in Jakarta}} did not pass the outsourcing review.',
    'المقال {{رحلة قصيرة إلى الإسكندرية}} لم يجتز المراجعة. <b>التفاصيل</b> في الرسالة.',
  ],
  [NoticeType.articleOffline]: [
    'Your article {{Why the night train is still the best way to travel}} was taken offline by operations.',
    'Article {{<img src=x onerror=alert(1)>}} removed <script>alert(2)</script>',
  ],
  [NoticeType.articleLive]: [
    'Your article {{Ten small habits that changed my week}} is now live.',
    '你的文章{{雨后的西湖，比想象中更安静}}已发布。',
  ],
};

/** The newest notices are unread, more than the badge's cap, so a fresh demo shows "99+"; older ones mostly read. */
const UNREAD_NEWEST = 130;

/** `count` notices of every type; the article ones point at `articleIds`. */
export async function seedNotices(
  db: Kysely<Database>,
  creatorId: number,
  count: number,
  now: number,
  articleIds: readonly number[],
): Promise<void> {
  const random = seededRandom(3);
  const types = Object.values(NoticeType);
  const rows = Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length]!;
    const texts = NOTICE_TEXTS[type];
    const withImages = type === NoticeType.manual && random.next() < 0.5;
    return {
      creator_id: creatorId,
      type,
      status:
        index < UNREAD_NEWEST
          ? ReadStatus.unread
          : random.pick([ReadStatus.unread, ReadStatus.read, ReadStatus.read, ReadStatus.read]),
      // Each type's texts in turn, so the newest page holds every variant (the unsafe ones included).
      content: texts[Math.floor(index / types.length) % texts.length]!,
      image_urls: JSON.stringify(
        withImages ? Array.from({ length: random.int(1, 4) }, () => seedUrl(random.pick(SEED_IMAGES))) : [],
      ),
      target_id: type >= NoticeType.articleReviewFailed ? random.pick(articleIds) : null,
      created_at: now - index * 5 * 3600_000 - random.int(0, 3600_000),
    };
  });
  await db.insertInto('notice').values(rows).execute();
}
