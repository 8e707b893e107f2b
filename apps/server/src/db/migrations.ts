import type { Migration, MigrationProvider } from 'kysely/migration';
import { configMigration } from './migrations/0001-config';
import { accountsMigration } from './migrations/0002-accounts';
import { contentMigration } from './migrations/0003-content';
import { contentListSpeedMigration } from './migrations/0004-content-list-speed';
import { hardeningMigration } from './migrations/0005-hardening';
import { contentListSearchMigration } from './migrations/0006-content-list-search';
import { hostileInputContentMigration } from './migrations/0008-hostile-input-content';
import { nicknameKeyMigration } from './migrations/0009-nickname-key';
import { idempotentAnswersMigration } from './migrations/0010-idempotent-answers';

/**
 * Migrations in order (one file each in migrations/, named as the key the database records); the same ones
 * run on embedded PGlite and on a real PostgreSQL.
 */
const migrations: Record<string, Migration> = {
  '0001_config': configMigration,
  '0002_accounts': accountsMigration,
  '0003_content': contentMigration,
  '0004_content_list_speed': contentListSpeedMigration,
  '0005_hardening': hardeningMigration,
  '0006_content_list_search': contentListSearchMigration,
  '0008_hostile_input_content': hostileInputContentMigration,
  '0009_nickname_key': nicknameKeyMigration,
  '0010_idempotent_answers': idempotentAnswersMigration,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
