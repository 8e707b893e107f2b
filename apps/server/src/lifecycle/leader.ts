import pg from 'pg';
import type { Logger } from '../services';

/**
 * The PostgreSQL advisory lock whose holder is the leader: the one instance of a deployment that runs the
 * periodic work (the lifecycle's timer and the hourly purge). One fixed number for every instance.
 */
export const LEADER_LOCK = 0x63_72_65_61; // "crea"

/** How often an instance that is not the leader asks again, and the leader checks that it still is. */
export const LEADER_RETRY_MS = 5_000;

/** Seconds of silence before a keep-alive probe, and between probes, on the leader's connection (both ends). */
const KEEPALIVE_IDLE_S = 10;
/** The leader's check, or a candidate's ask, that takes longer than this has failed. */
const QUERY_CEILING_MS = 10_000;

/** Whether this process runs the periodic work now. */
export interface Leadership {
  readonly isLeader: boolean;
  stop(): Promise<void>;
}

/** A process alone on its database (embedded PGlite, which no other process can open): always the leader. */
export const SOLE_LEADER: Leadership = { isLeader: true, stop: async () => undefined };

/**
 * Leadership among the server instances sharing one PostgreSQL: a connection of its own (not the pool's) holds
 * a session-level advisory lock, LEADER_LOCK. PostgreSQL gives it to one session at a time and releases it
 * when that session ends, so when the leader stops or crashes another instance takes over within LEADER_RETRY_MS,
 * and when its connection is cut without a word, once keep-alive probes find it out (about half a minute).
 *
 * Leadership saves work; it is not what keeps the work exact. A leader cut off from the database may not yet
 * know it lost the lock when the next one starts, so each run of the lifecycle also takes a transaction-level
 * lock and changes only rows still in the state it moves them from (scheduler.ts): a post goes live once
 * whichever instance, or how many, run it.
 */
export class AdvisoryLeadership implements Leadership {
  private client: pg.Client | null = null;
  private held = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly log: Logger = () => undefined,
    private readonly retryMs = LEADER_RETRY_MS,
  ) {}

  get isLeader(): boolean {
    return this.held;
  }

  /** Asks once (so an instance knows at its start whether it leads), then keeps asking or checking. */
  async start(): Promise<void> {
    await this.attempt();
  }

  private async attempt(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    let client = this.client;
    try {
      if (!client) {
        client = new pg.Client({
          connectionString: this.url,
          // A connection cut without a word (a network that drops it) is found out in about half a minute on
          // both sides: here by keep-alive probes and the query's ceiling, and by PostgreSQL's own probes,
          // which end the session and so release the lock for another instance.
          keepAlive: true,
          keepAliveInitialDelayMillis: KEEPALIVE_IDLE_S * 1000,
          connectionTimeoutMillis: QUERY_CEILING_MS,
          query_timeout: QUERY_CEILING_MS,
          options: `-c tcp_keepalives_idle=${KEEPALIVE_IDLE_S} -c tcp_keepalives_interval=${KEEPALIVE_IDLE_S} -c tcp_keepalives_count=3`,
        });
        const opened = client;
        // A connection that ends or fails takes the lock with it: this instance no longer leads.
        opened.on('error', () => this.lose(opened));
        opened.on('end', () => this.lose(opened));
        this.client = opened;
        await opened.connect();
      }
      if (this.held) {
        await client.query('select 1');
      } else {
        const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [
          LEADER_LOCK,
        ]);
        if (rows[0]?.held && !this.stopped) {
          this.held = true;
          this.log({ level: 'info', msg: 'this instance now runs the periodic work (leader)' });
        }
      }
    } catch {
      if (client) this.lose(client);
    }
    if (!this.stopped) this.timer ??= setTimeout(() => void this.attempt(), this.retryMs).unref();
  }

  private lose(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = null;
    if (this.held) {
      this.held = false;
      this.log({ level: 'warn', msg: 'this instance lost the leadership (its connection ended)' });
    }
    client.end().catch(() => undefined);
    if (!this.stopped) this.timer ??= setTimeout(() => void this.attempt(), this.retryMs).unref();
  }

  /** Lets the lock go at once (ending the connection releases it), so another instance can lead. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    this.held = false;
    await client?.end().catch(() => undefined);
  }
}
