/**
 * The portal's one IndexedDB database on the device, through idb: the answers last seen (react/last-seen.ts) and
 * the outbox (client/outbox.ts). One home for its name, its version and its tables, so that no two modules open
 * it at different versions.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem, OutboxStore } from './outbox';

interface DeviceSchema extends DBSchema {
  /** react/last-seen.ts's record (its type stays there: this module is free of React). */
  'last-seen': { key: string; value: unknown };
  outbox: { key: string; value: OutboxItem };
}

/** Its name, and its version (1: the answers last seen; 2: the outbox). */
export const DEVICE_DB = { name: 'creator-portal', version: 2 } as const;

let opened: Promise<IDBPDatabase<DeviceSchema>> | undefined;

/** The database, opened once per page (and created or brought to its version on the way). */
export function deviceDb(): Promise<IDBPDatabase<DeviceSchema>> {
  opened ??= openDB<DeviceSchema>(DEVICE_DB.name, DEVICE_DB.version, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('last-seen');
      if (oldVersion < 2) db.createObjectStore('outbox', { keyPath: 'id' });
    },
    // A newer build in another tab needs the database at its version: this page lets go of it (and opens it
    // again when next needed), rather than hold that tab's start up.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
  });
  return opened;
}

/** The outbox's items in the device's database. */
export function deviceOutboxStore(): OutboxStore {
  return {
    all: async () => (await deviceDb()).getAll('outbox'),
    get: async (id) => (await deviceDb()).get('outbox', id),
    put: async (item) => {
      await (await deviceDb()).put('outbox', item);
    },
    delete: async (id) => {
      await (await deviceDb()).delete('outbox', id);
    },
  };
}
