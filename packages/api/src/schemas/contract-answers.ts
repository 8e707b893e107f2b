import type { RouteName } from './routes';

/*
 * What the documents promise each call answers, and nothing more. The portal must work against any backend
 * that follows the two spec documents and contract.md, so every field its answer schemas require has to be one
 * of these; the reference server's contract-only mode keeps only these fields (`projectToContract`) to show it.
 * Framework-free and import-free at run time: the server loads it beside the schemas.
 */

/**
 * The promised fields of an answer's `data`. A string is a leaf: the citation of the line that promises the
 * field (its value is kept whole, scalar lists included); an object names the promised fields of an object; a
 * one-element array says "a list whose items have this shape".
 */
export type ContractShape = string | { readonly [field: string]: ContractShape } | readonly [ContractShape];

export interface ContractAnswer {
  /** The `data` fields the documents name for the call (the spec's "Also seen" fields count as named). */
  readonly fields: ContractShape;
  /**
   * A contract-minimal `data`: only what a backend must send, with the edge values the contract allows (ids
   * above 2^31, long counts, empty strings and lists, null where a field may be null, publish_date 0).
   */
  readonly minimal: unknown;
}

/** Nothing the documents name: the call's `data` is not read (null, `{}`, or anything else). */
const NOTHING: ContractShape = {};

// Edge values of the wire: ids past a signed 32-bit column, counts past 2^32, whole-second times.
const ID = 2_147_483_659;
const ID_2 = 2_147_483_661;
const LONG_COUNT = 9_007_199_254;
/** 2026-01-01 00:00:00 UTC. */
const TIME = 1_767_225_600;
const IMAGE = 'https://img.example.test/mp/0f3a_1080_1440.jpg';

// Citations: the document (000 portal, 001 creation, contract.md) and its section.
const SIGN_IN = 'contract.md "Sign-in"';
const ACCOUNT = 'contract.md "Account and access"';
const CONFIG = 'contract.md "Configuration"';
const CONFIG_ALIAS = '001 §3 Config used here (also seen)';
const PAGED = 'contract.md "Lists" (every paged list)';
const NOTICE = '000 §3 Notice';
const ITEM = '000 §3 Content list item';
const ITEM_ALSO = '000 §3 Content list item (also seen)';
const DETAIL = 'contract.md "Lists" (content detail)';
const TASK = '000 §3 Polish task';
const DRAFTS = 'contract.md "Creating content" (server drafts)';
const TAG = '001 §3 Tag';
const SIGNING = 'contract.md "Uploading images" 1';

const accountShape = {
  user_id: ACCOUNT,
  avatar: ACCOUNT,
  screen_name: ACCOUNT,
  email: ACCOUNT,
  country: ACCOUNT,
  country_code: ACCOUNT,
  screen_name_ext: { audit_status: ACCOUNT, modified: ACCOUNT },
  avatar_ext: { audit_status: ACCOUNT, modified: ACCOUNT },
} as const;

const loginShape = {
  authentication_token: `${SIGN_IN} 3`,
  uregion: `${SIGN_IN} 3`,
  country: `${SIGN_IN} 3`,
  user_id: `${SIGN_IN} 3`,
} as const;

const noticeShape = {
  id: NOTICE,
  type: NOTICE,
  status: NOTICE,
  content: NOTICE,
  created_at: NOTICE,
  image_urls: NOTICE,
  target_id: NOTICE,
} as const;

const contentItemShape = {
  content_id: ITEM,
  status: ITEM,
  show_type: ITEM,
  title: ITEM,
  brief: ITEM,
  cover_images: ITEM,
  publish_date: ITEM,
  updated_at: ITEM,
  reason: ITEM,
  expose_count: ITEM,
  click_count: ITEM,
  like_count: ITEM,
  unlike_count: ITEM,
  remaining_modify_count: ITEM,
  modify_count: ITEM_ALSO,
  body: ITEM_ALSO,
} as const;

const polishTaskShape = {
  id: TASK,
  title: TASK,
  body: TASK,
  cover_images: TASK,
  show_type: TASK,
  created_at: TASK,
  claimed_at: TASK,
} as const;

const tagShape = { tag_id: TAG, tag_type: TAG, parent_tag_id: TAG, lang_tag_name: TAG } as const;

const signingShape = {
  signature: { policy: SIGNING, signature: SIGNING },
  bucketName: SIGNING,
  domain: SIGNING,
  endpoint: SIGNING,
  SecurityToken: SIGNING,
  AccessKeyId: SIGNING,
  dir: SIGNING,
} as const;

const loginMinimal = {
  authentication_token: 'a',
  // A string, empty or not: the session needs the key present, and the headers carry it as it is.
  uregion: '',
  country: '',
  user_id: ID,
};

const contentItemMinimal = {
  content_id: ID,
  status: 5,
  show_type: 2,
  // A short post without a title shows its brief; a list may show an item with neither.
  title: '',
  brief: '',
  cover_images: [],
  publish_date: 0,
  updated_at: TIME,
  reason: null,
  expose_count: LONG_COUNT,
  click_count: LONG_COUNT,
  like_count: 0,
  unlike_count: 0,
  remaining_modify_count: 3,
};

const polishTaskMinimal = {
  id: ID,
  title: '',
  body: 'بيت صغير في الجبل',
  cover_images: [IMAGE],
  show_type: 2,
  created_at: TIME,
  claimed_at: TIME,
};

const signingMinimal = {
  // base64 of {"expiration":"2026-01-01T00:00:00.000Z","conditions":[["content-length-range",0,5242880]]}
  signature: {
    policy:
      'eyJleHBpcmF0aW9uIjoiMjAyNi0wMS0wMVQwMDowMDowMC4wMDBaIiwiY29uZGl0aW9ucyI6W1siY29udGVudC1sZW5ndGgtcmFuZ2UiLDAsNTI0Mjg4MF1dfQ==',
    signature: 'c2lnbmF0dXJl',
  },
  bucketName: 'creator',
  domain: 'https://img.example.test',
  endpoint: 'https://oss.example.test',
  // A storage without temporary credentials; the form still sends the field, empty.
  SecurityToken: '',
  AccessKeyId: 'k',
  // Objects at the bucket's root: the key is the file name alone.
  dir: '',
};

/** Every call of `routes`, with what the documents promise it answers. */
export const CONTRACT_ANSWERS: { readonly [K in RouteName]: ContractAnswer } = {
  fetchCaptcha: {
    fields: { token: `${SIGN_IN} 1; 000 §7 mp_verification` },
    // base64 of {"token":"c","image":"data:image/svg+xml;base64,…"}
    minimal: {
      token:
        'eyJ0b2tlbiI6ImMiLCJpbWFnZSI6ImRhdGE6aW1hZ2Uvc3ZnK3htbDtiYXNlNjQsUEhOMlp5QjRiV3h1Y3owaWFIUjBjRG92TDNkM2R5NTNNeTV2Y21jdk1qQXdNQzl6ZG1jaUx6ND0ifQ==',
    },
  },
  verifyCaptcha: { fields: { ticket: `${SIGN_IN} 2; 000 §7 mp_verification` }, minimal: { ticket: 't' } },
  login: { fields: loginShape, minimal: loginMinimal },
  loginViaAccount: { fields: loginShape, minimal: loginMinimal },
  sendEmailCode: { fields: NOTHING, minimal: null },
  checkEmailCode: {
    fields: { ticket: 'contract.md "Forgotten password" step 2; 000 §7 mp_email_verification' },
    minimal: { ticket: 't' },
  },
  logout: { fields: NOTHING, minimal: null },
  resetPassword: { fields: NOTHING, minimal: null },
  changePassword: { fields: NOTHING, minimal: null },
  getAccount: {
    fields: accountShape,
    minimal: {
      user_id: ID,
      // Empty: the default image (000 §3 Account).
      avatar: '',
      screen_name: 'لمى',
      // An account may have no email (000 §2: the forgotten-password page prefills it only when it has one).
      email: '',
      country: 'EG',
      country_code: '',
      screen_name_ext: { audit_status: 1, modified: true },
      avatar_ext: { audit_status: 3, modified: false },
    },
  },
  getUserResources: {
    fields: { list: [{ code: ACCOUNT, visible: ACCOUNT }] },
    minimal: { list: [{ code: '', visible: false }] },
  },
  updateNickname: { fields: NOTHING, minimal: null },
  updateAvatar: { fields: NOTHING, minimal: null },
  getConfigBatch: {
    fields: {
      community_config: {
        web_api: {
          mp_supported_show_types: CONFIG,
          short_image_text_body_max_length: CONFIG,
          allow_semantic_tag_countries: CONFIG,
          polish_claim_max_length: CONFIG,
          privacy_agreement_url: CONFIG,
          service_agreement_url: CONFIG,
          cookie_agreement_url: CONFIG,
          password_public_key: CONFIG,
          image_host: CONFIG,
          show_types: CONFIG_ALIAS,
          post_content_max_length: CONFIG_ALIAS,
          tag_countries: CONFIG_ALIAS,
        },
      },
    },
    // The four limits have the contract's defaults when missing; the addresses and the key have none.
    minimal: {
      community_config: {
        web_api: {
          privacy_agreement_url: 'https://static.example.test/privacy.html',
          service_agreement_url: 'https://static.example.test/service.html',
          cookie_agreement_url: 'https://static.example.test/cookie.html',
          password_public_key: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----',
          image_host: 'https://img.example.test',
        },
      },
    },
  },
  getHome: {
    fields: {
      content_count: '000 §7 home; 000 §3 Home summary',
      expose_count: '000 §7 home; 000 §3 Home summary',
      click_count: '000 §7 home; 000 §3 Home summary',
    },
    minimal: { content_count: 0, expose_count: LONG_COUNT, click_count: LONG_COUNT },
  },
  listNotices: {
    fields: { list: [noticeShape], count: PAGED, page: PAGED, page_size: PAGED },
    minimal: {
      list: [
        {
          id: ID,
          type: 23,
          status: 1,
          content: 'Your article {{Ten ways to cook rice}} went live',
          created_at: TIME,
          image_urls: [],
          target_id: ID_2,
        },
      ],
      count: LONG_COUNT,
      page: 1,
      page_size: 20,
    },
  },
  getUnreadCount: {
    fields: { unread: '000 §7 unread_count; 000 §3 Unread count' },
    minimal: { unread: LONG_COUNT },
  },
  markNoticesRead: { fields: NOTHING, minimal: null },
  listContent: {
    fields: {
      list: [{ ...contentItemShape, images: '000 §3 Published machine-generated row' }],
      count: PAGED,
      page: PAGED,
      page_size: PAGED,
    },
    minimal: { list: [contentItemMinimal], count: LONG_COUNT, page: 1, page_size: 10 },
  },
  getContentDetail: {
    fields: {
      detail: {
        ...contentItemShape,
        content: DETAIL,
        images: DETAIL,
        hashtag: DETAIL,
        tag_ids: DETAIL,
        modify_count: DETAIL,
        remaining_modify_count: DETAIL,
        source: DETAIL,
      },
    },
    minimal: {
      // A draft article: no title, body, images, covers, tags or category yet, never published.
      detail: {
        ...contentItemMinimal,
        status: 2,
        show_type: 1,
        content: '',
        images: [],
        hashtag: [],
        tag_ids: [],
        modify_count: 0,
        source: 2,
      },
    },
  },
  deleteContent: { fields: NOTHING, minimal: null },
  // "success: clear storage and go to the list" (001 §7): no field of the answer is named.
  publishContent: { fields: NOTHING, minimal: null },
  publishPolishedTask: { fields: NOTHING, minimal: null },
  saveDraft: { fields: NOTHING, minimal: null },
  listDrafts: {
    fields: {
      list: [{ content_id: DRAFTS, title: DRAFTS, brief: DRAFTS, cover_images: DRAFTS, updated_at: DRAFTS }],
      count: DRAFTS,
      page: PAGED,
      page_size: PAGED,
    },
    // The draft list may leave out the page fields (contract.md "Lists").
    minimal: {
      list: [{ content_id: ID, title: '', brief: '', cover_images: [], updated_at: TIME }],
      count: 1,
    },
  },
  listPolishTasks: {
    fields: {
      list: [polishTaskShape],
      count: PAGED,
      page: PAGED,
      page_size: PAGED,
      remaining_claimed_count: 'contract.md "Lists" (polish tasks add it); 000 §3 Polish task',
    },
    minimal: {
      list: [polishTaskMinimal],
      count: LONG_COUNT,
      page: 1,
      page_size: 20,
      remaining_claimed_count: 0,
    },
  },
  getPolishTask: { fields: polishTaskShape, minimal: polishTaskMinimal },
  claimPolishTasks: { fields: NOTHING, minimal: null },
  giveUpPolishTasks: { fields: NOTHING, minimal: null },
  getTags: {
    fields: {
      list: [{ ...tagShape, children: [tagShape] }],
    },
    minimal: {
      list: [
        {
          tag_id: ID,
          tag_type: 1,
          // A first-level category has no parent.
          parent_tag_id: null,
          lang_tag_name: 'سفر',
          children: [{ tag_id: ID_2, tag_type: 2, parent_tag_id: ID, lang_tag_name: '美食' }],
        },
        // `children` only when it has any (contract.md "Creating content").
        { tag_id: ID_2 + 1, tag_type: 1, parent_tag_id: null, lang_tag_name: 'News' },
      ],
    },
  },
  searchHashtags: {
    fields: {
      list: [{ name: '001 §3 Hashtag suggestion', total_pv: '001 §3 Hashtag suggestion' }],
    },
    minimal: { list: [{ name: 'تصوير', total_pv: LONG_COUNT }] },
  },
  getUploadToken: { fields: signingShape, minimal: signingMinimal },
  getOssSts: {
    fields: { ...signingShape, name: `${SIGNING} (oss_sts adds name); 001 §7 oss_sts` },
    minimal: { ...signingMinimal, name: 'avatar/2147483659.png' },
  },
  copyImages: {
    fields: [{ url: 'contract.md "Uploading images" (upload); 001 §7 upload' }],
    minimal: [{ url: IMAGE }],
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `data` with every object field that `shape` does not name removed, at every depth: a list is projected item
 * by item with the element shape, a leaf is kept as it is. A value of another kind than its shape expects is
 * kept as it is too (the answer schema, not this, decides whether it is wrong). Returns new objects and lists;
 * the input is not changed.
 */
export function projectToContract(shape: ContractShape, data: unknown): unknown {
  if (typeof shape === 'string') return data;
  if (isArrayShape(shape)) {
    const [item] = shape;
    return Array.isArray(data) ? data.map((element) => projectToContract(item, element)) : data;
  }
  if (!isRecord(data)) return data;
  const projected: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    // Own names only: `constructor` or `toString` are never promised fields.
    if (Object.hasOwn(shape, field)) {
      const fieldShape = shape[field];
      if (fieldShape !== undefined) projected[field] = projectToContract(fieldShape, value);
    }
  }
  return projected;
}

function isArrayShape(shape: ContractShape): shape is readonly [ContractShape] {
  return Array.isArray(shape);
}
