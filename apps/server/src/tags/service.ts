import { DEFAULT_LOCALE, type Locale } from '@creator/domain/locales';
import { loadTagTree, type TagRow } from '../catalog';
import type { Services } from '../services';

/** The category tree (catalog.ts), named in `locale`. */
export async function getTags(services: Services, locale: Locale) {
  const shape = (row: TagRow) => ({
    tag_id: row.tag_id,
    tag_type: row.tag_type,
    parent_tag_id: row.parent_tag_id,
    lang_tag_name: row.names[locale] ?? row.names[DEFAULT_LOCALE] ?? '',
  });
  const list = (await loadTagTree(services.db)).map(({ category, children }) =>
    children.length > 0 ? { ...shape(category), children: children.map(shape) } : shape(category),
  );
  return { list };
}
