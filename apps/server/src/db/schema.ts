import type { AuditStatus } from '@creator/domain/account';
import type { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import type { NoticeType, ReadStatus } from '@creator/domain/notices';
import type { PolishTaskStatus } from '@creator/domain/polish-task';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A jsonb column: read as a value, written as its JSON text (drivers would send arrays as SQL arrays). */
export type Json<T> = ColumnType<T, string, string>;

/** Every time column holds Unix milliseconds (bigint); the wire carries whole seconds. */
export interface Database {
  config_entry: ConfigEntryTable;
  server_secret: ServerSecretTable;
  creator: CreatorTable;
  profile_change: ProfileChangeTable;
  session: SessionTable;
  captcha: CaptchaTable;
  ticket: TicketTable;
  outbox: OutboxTable;
  content: ContentTable;
  content_tally: ContentTallyTable;
  content_version: ContentVersionTable;
  notice: NoticeTable;
  polish_task: PolishTaskTable;
  tag: TagTable;
  hashtag: HashtagTable;
  hashtag_use: HashtagUseTable;
  stored_file: StoredFileTable;
  attempt: AttemptTable;
  idempotent_answer: IdempotentAnswerTable;
}

export interface ConfigEntryTable {
  project_key: string;
  platform: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface ResourceEntry {
  code: string;
  visible: boolean;
}

export interface CreatorTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  screen_name: string;
  /** What the nickname is unique by: lib/nickname-key.ts (migration 0009). */
  screen_name_key: string;
  avatar: string;
  country: string;
  country_code: string;
  uregion: string;
  can_login: boolean;
  can_post: boolean;
  resources: Json<ResourceEntry[]>;
  created_at: number;
}

export type ProfileField = 'nickname' | 'avatar';

export interface ProfileChangeTable {
  id: Generated<number>;
  creator_id: number;
  field: ProfileField;
  value: string;
  audit_status: AuditStatus;
  review_due_at: number;
  created_at: number;
}

export interface SessionTable {
  token_hash: string;
  creator_id: number;
  created_at: number;
  expires_at: number;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  expires_at: number;
}

export type TicketPurpose = 'captcha' | 'reset';

export interface TicketTable {
  token_hash: string;
  email: string;
  purpose: TicketPurpose;
  expires_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  email: string;
  subject: string;
  body: string;
  code: string;
  attempts: Generated<number>;
  used: Generated<boolean>;
  created_at: number;
}

export interface ContentTable {
  content_id: Generated<number>;
  creator_id: number;
  show_type: ShowType;
  status: ContentStatus;
  source: ContentSource;
  title: string;
  brief: string;
  content: string;
  images: Json<string[]>;
  cover_images: Json<string[]>;
  hashtag: Json<string[]>;
  tag_ids: Json<number[]>;
  contains_images: boolean;
  publish_at: number;
  created_at: number;
  updated_at: number;
  review_due_at: number | null;
  reason: Generated<string>;
  expose_count: Generated<number>;
  click_count: Generated<number>;
  like_count: Generated<number>;
  unlike_count: Generated<number>;
  modify_count: Generated<number>;
  spent_time: Generated<number>;
  polish_task_id: number | null;
  /** lower(title), kept by PostgreSQL (migration 0006): what the searches match. */
  title_lower: GeneratedAlways<string>;
  /** lower(brief), kept by PostgreSQL (migration 0006). */
  brief_lower: GeneratedAlways<string>;
}

/** Moves on with every change of a creator's content, in the same transaction (migration 0006). */
export interface ContentVersionTable {
  creator_id: number;
  version: number;
}

/** Rows of `content` per creator and filter values, kept by a trigger (migration 0004). */
export interface ContentTallyTable {
  creator_id: number;
  show_type: ShowType;
  status: ContentStatus;
  source: ContentSource;
  contains_images: boolean;
  n: number;
}

export interface NoticeTable {
  id: Generated<number>;
  creator_id: number;
  type: NoticeType;
  status: ReadStatus;
  content: string;
  image_urls: Json<string[]>;
  target_id: number | null;
  created_at: number;
}

export interface PolishTaskTable {
  id: Generated<number>;
  title: string;
  body: string;
  cover_images: Json<string[]>;
  show_type: ShowType;
  source: ContentSource;
  status: PolishTaskStatus;
  claimed_by: number | null;
  claimed_at: number | null;
  completed_at: number | null;
  content_id: number | null;
  created_at: number;
}

export interface TagTable {
  tag_id: number;
  tag_type: number;
  parent_tag_id: number;
  names: Json<Record<string, string>>;
  status: number;
  sort: number;
}

export interface HashtagTable {
  name: string;
  total_pv: number;
  /** How many creators used the name in content (rows of hashtag_use). */
  creators: Generated<number>;
  /** The operator's own name (the seed's): suggested to everyone whatever its use. */
  curated: Generated<boolean>;
}

/** A creator used a hashtag (once per creator and name; migration 0008). */
export interface HashtagUseTable {
  creator_id: number;
  name: string;
}

export interface StoredFileTable {
  key: string;
  content_type: string;
  size: number;
  created_at: number;
  /** The creator who uploaded it; null for a shared image (seed and task pictures) anyone may use. */
  owner_id: number | null;
}

/** Attempts of one action by one subject (an account or a client address) since it was last quiet for a window. */
export interface AttemptTable {
  action: string;
  subject: string;
  last_attempt_at: number;
  failures: number;
  locked_until: Generated<number>;
}

/** The first answer to a write sent with an `Idempotency-Key` (lib/idempotency.ts), kept for IDEMPOTENCY_WINDOW_MS. */
export interface IdempotentAnswerTable {
  creator_id: number;
  key: string;
  /** A digest of the call's name and body: the key is answered from here only for the same request. */
  request: string;
  answer: Json<unknown>;
  created_at: number;
}
