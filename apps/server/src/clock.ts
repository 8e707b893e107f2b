/** Where the server reads the time: injected, so tests move it forward instead of sleeping. */
export interface Clock {
  /** Unix time in milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

/** Wire timestamps are whole Unix seconds. */
export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
