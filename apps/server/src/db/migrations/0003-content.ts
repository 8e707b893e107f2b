import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0003_content: Content, notices, polish tasks, tags, hashtags and stored files. */
export const contentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content')
      .addColumn('content_id', 'serial', (col) => col.primaryKey())
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('creator.id').onDelete('cascade'))
      .addColumn('show_type', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('source', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('brief', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('images', 'jsonb', (col) => col.notNull())
      .addColumn('cover_images', 'jsonb', (col) => col.notNull())
      .addColumn('hashtag', 'jsonb', (col) => col.notNull())
      .addColumn('tag_ids', 'jsonb', (col) => col.notNull())
      .addColumn('contains_images', 'boolean', (col) => col.notNull())
      .addColumn('publish_at', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('review_due_at', 'bigint')
      .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('expose_count', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('click_count', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('like_count', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('unlike_count', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('modify_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('spent_time', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('polish_task_id', 'integer')
      .execute();
    await db.schema
      .createIndex('content_creator_list')
      .on('content')
      .columns(['creator_id', 'show_type', 'status', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('content_review_due')
      .on('content')
      .columns(['status', 'review_due_at'])
      .execute();
    await db.schema
      .createIndex('content_scheduled')
      .on('content')
      .columns(['status', 'publish_at'])
      .execute();
    await db.schema
      .createTable('notice')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('creator.id').onDelete('cascade'))
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('image_urls', 'jsonb', (col) => col.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('notice_creator')
      .on('notice')
      .columns(['creator_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('polish_task')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('cover_images', 'jsonb', (col) => col.notNull())
      .addColumn('show_type', 'integer', (col) => col.notNull())
      .addColumn('source', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('claimed_by', 'integer', (col) => col.references('creator.id').onDelete('set null'))
      .addColumn('claimed_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .addColumn('content_id', 'integer')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('polish_task_status')
      .on('polish_task')
      .columns(['status', 'claimed_by'])
      .execute();
    await db.schema
      .createTable('tag')
      .addColumn('tag_id', 'integer', (col) => col.primaryKey())
      .addColumn('tag_type', 'integer', (col) => col.notNull())
      .addColumn('parent_tag_id', 'integer', (col) => col.notNull())
      .addColumn('names', 'jsonb', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('hashtag')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('total_pv', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('stored_file')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
  },
};
