import { DEFAULT_CLAIM_MAX, DEFAULT_POST_BODY_MAX_LENGTH, DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';

/** `data.community_config.web_api` of GET /config-api/api/configs/batch; missing keys take the contract's defaults. */
export const webApiConfigSchema = z.looseObject({
  mp_supported_show_types: z._default(z.array(z.number()), [...DEFAULT_SHOW_TYPES]),
  short_image_text_body_max_length: z._default(z.number(), DEFAULT_POST_BODY_MAX_LENGTH),
  allow_semantic_tag_countries: z._default(z.array(z.string()), []),
  polish_claim_max_length: z._default(z.number(), DEFAULT_CLAIM_MAX),
  privacy_agreement_url: z.optional(z.string()),
  service_agreement_url: z.optional(z.string()),
  cookie_agreement_url: z.optional(z.string()),
  password_public_key: z.optional(z.string()),
  image_host: z.optional(z.string()),
});

export const configBatchQuerySchema = z.object({
  platform: z.literal('web'),
  project_keys: z.literal('community_config'),
});

export const configBatchAnswerSchema = z.looseObject({
  community_config: z.looseObject({
    web_api: z._default(webApiConfigSchema, () => webApiConfigSchema.parse({})),
  }),
});

export type WebApiConfig = z.infer<typeof webApiConfigSchema>;
export type ConfigBatchQuery = z.infer<typeof configBatchQuerySchema>;
export type ConfigBatchAnswer = z.infer<typeof configBatchAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
/** What the portal asks the configuration for: the community's, for the web. */
export const CONFIG_BATCH_INPUT = { query: { platform: 'web', project_keys: 'community_config' } } as const;

export const configRoutes = {
  getConfigBatch: {
    area: 'config',
    method: 'GET',
    path: '/config-api/api/configs/batch',
    session: false,
    query: configBatchQuerySchema,
    answer: configBatchAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
