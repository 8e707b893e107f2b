import { TAG_TYPE } from '@creator/api/schemas/tags';
import type { Kysely } from 'kysely';
import { TAG_STATUS_LIVE } from '../../catalog';
import type { Database } from '../schema';

const TAGS = [
  { tag_id: 1, names: { 'en-US': 'News', 'zh-Hans-CN': '新闻', 'id-ID': 'Berita', 'ar-EG': 'أخبار' } },
  {
    tag_id: 101,
    parent: 1,
    names: { 'en-US': 'Politics', 'zh-Hans-CN': '政治', 'id-ID': 'Politik', 'ar-EG': 'سياسة' },
  },
  {
    tag_id: 102,
    parent: 1,
    names: { 'en-US': 'Economy', 'zh-Hans-CN': '经济', 'id-ID': 'Ekonomi', 'ar-EG': 'اقتصاد' },
  },
  { tag_id: 2, names: { 'en-US': 'Sports', 'zh-Hans-CN': '体育', 'id-ID': 'Olahraga', 'ar-EG': 'رياضة' } },
  {
    tag_id: 201,
    parent: 2,
    names: { 'en-US': 'Football', 'zh-Hans-CN': '足球', 'id-ID': 'Sepak bola', 'ar-EG': 'كرة القدم' },
  },
  {
    tag_id: 202,
    parent: 2,
    names: {
      'en-US': 'Badminton',
      'zh-Hans-CN': '羽毛球',
      'id-ID': 'Bulu tangkis',
      'ar-EG': 'الريشة الطائرة',
    },
  },
  {
    tag_id: 3,
    names: { 'en-US': 'Entertainment', 'zh-Hans-CN': '娱乐', 'id-ID': 'Hiburan', 'ar-EG': 'ترفيه' },
  },
  {
    tag_id: 4,
    names: { 'en-US': 'Lifestyle', 'zh-Hans-CN': '生活', 'id-ID': 'Gaya hidup', 'ar-EG': 'أسلوب حياة' },
  },
  {
    tag_id: 401,
    parent: 4,
    names: { 'en-US': 'Food', 'zh-Hans-CN': '美食', 'id-ID': 'Kuliner', 'ar-EG': 'طعام' },
  },
  {
    tag_id: 402,
    parent: 4,
    names: { 'en-US': 'Travel', 'zh-Hans-CN': '旅行', 'id-ID': 'Jalan-jalan', 'ar-EG': 'سفر' },
  },
  {
    tag_id: 5,
    names: { 'en-US': 'Technology', 'zh-Hans-CN': '科技', 'id-ID': 'Teknologi', 'ar-EG': 'تكنولوجيا' },
  },
];

const HASHTAGS = [
  ['travel', 982_000],
  ['travelgram', 120_400],
  ['traveltips', 44_210],
  ['jakarta', 310_000],
  ['kuliner', 1_250_000],
  ['resep', 640_000],
  ['food', 2_300_000],
  ['foodie', 870_000],
  ['habits', 12_800],
  ['life', 3_100_000],
  ['badminton', 75_300],
  ['football', 5_400_000],
  ['旅行', 450_000],
  ['美食', 2_100_000],
  ['杭州', 98_000],
  ['سفر', 230_000],
  ['طبخ', 180_000],
  ['tech', 56_000],
  ['technology', 1_900],
  ['photography', 999_950],
] as const;

/** The categories and their topics in the four languages, and the operator's curated hashtags. */
export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('tag')
    .values(
      TAGS.map((tag, index) => ({
        tag_id: tag.tag_id,
        tag_type: tag.parent ? TAG_TYPE.subcategory : TAG_TYPE.category,
        parent_tag_id: tag.parent ?? 0,
        names: JSON.stringify(tag.names),
        status: TAG_STATUS_LIVE,
        sort: index,
      })),
    )
    .execute();
  await db
    .insertInto('hashtag')
    .values(HASHTAGS.map(([name, pv]) => ({ name, total_pv: pv, curated: true })))
    .execute();
}
