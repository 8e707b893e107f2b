import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { idSchema, queryCode } from './common';

/** 1 first-level category, 2 second-level category, 3 topic tag, 4 entity concept tag. */
export const TAG_TYPE = { category: 1, subcategory: 2, topic: 3, entity: 4 } as const;

/** GET /community-api/v3/api/content/tags?tag_tree=1&status=1 */
export const tagsQuerySchema = z.object({ tag_tree: queryCode([1]), status: queryCode([1]) });

export const tagSchema = z.looseObject({
  tag_id: idSchema,
  tag_type: z.number(),
  parent_tag_id: z.optional(z.nullable(z.number())),
  lang_tag_name: z.string(),
});

/** A first-level category with its second-level tags, when it has any. */
export const tagCategorySchema = z.extend(tagSchema, { children: z.optional(z.array(tagSchema)) });

export const tagsAnswerSchema = z.looseObject({ list: z.array(tagCategorySchema) });

export type TagsQuery = z.output<typeof tagsQuerySchema>;
export type Tag = z.infer<typeof tagSchema>;
export type TagCategory = z.infer<typeof tagCategorySchema>;
export type TagsAnswer = z.infer<typeof tagsAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const tagsRoutes = {
  getTags: {
    area: 'tags',
    method: 'GET',
    path: '/community-api/v3/api/content/tags',
    session: true,
    query: tagsQuerySchema,
    answer: tagsAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
