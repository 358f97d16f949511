import type { Logger } from "@grindstone/shared/logger";
import type Redis from "ioredis";

/**
 * An in-process copy of a few hot Redis facts (a session's state, the problem list's version, a learner's solved
 * count), kept coherent by Redis itself: server-assisted client-side caching in broadcast mode. A tracker
 * connection runs `CLIENT TRACKING ON REDIRECT <subscriber> BCAST PREFIX …`, and from then on Redis sends the
 * subscriber the name of every key under those prefixes that anyone changes, deletes or lets expire, at the moment
 * it happens. An entry is dropped on that message, so an instance never serves a fact longer than Redis takes to
 * tell it (the same event-loop turn as the write); the instance that made a change also drops its own copy at once.
 *
 * Why: every authenticated request needed a Redis round trip before it could answer, and a Bun response produced
 * after waiting on I/O is written far more slowly than one produced in the same turn (docs/benchmarks.md): on the
 * hot reads (problems list, leaderboard) the round trip, not the work, set the throughput.
 *
 * Safety: nothing is cached unless tracking is established; when either connection drops, everything is forgotten
 * and reads go to Redis until tracking is back. A read that raced a change is not kept (see `read`).
 */
const INVALIDATE = "__redis__:invalidate";
const MAX_ENTRIES = 100_000;

export class RedisMirror {
  private readonly entries = new Map<string, unknown>();
  /** Keys with a read in flight, and the token of that read: an invalidation in between voids the token. */
  private readonly pending = new Map<string, symbol>();
  private live = false;
  /** The subscriber's client id once it has subscribed (its connection is then in subscriber mode). */
  private subId: number | null = null;
  private establishing: Promise<void> | null = null;
  private readonly sub: Redis;
  private readonly tracker: Redis;

  constructor(
    redis: Redis,
    private readonly prefixes: string[],
    private readonly log: Logger,
    /** Names the two connections in CLIENT LIST (`<label>-mirror-sub`, `<label>-mirror-tracker`). */
    label = "grindstone",
  ) {
    // Subscribed by hand after each (re)connect: its client id must be read first, before subscriber mode.
    this.sub = redis.duplicate({
      maxRetriesPerRequest: null,
      enableAutoPipelining: false,
      autoResubscribe: false,
      connectionName: `${label}-mirror-sub`,
    });
    this.tracker = redis.duplicate({
      maxRetriesPerRequest: null,
      enableAutoPipelining: false,
      connectionName: `${label}-mirror-tracker`,
    });
    for (const conn of [this.sub, this.tracker]) {
      conn.on("error", () => {});
      conn.on("close", () => {
        if (conn === this.sub) this.subId = null;
        this.forget();
      });
      conn.on("ready", () => {
        this.establishing ??= this.track().finally(() => {
          this.establishing = null;
        });
      });
    }
    this.sub.on("messageBuffer", (channel: Buffer, keys: Buffer[] | Buffer | null) => {
      if (channel.toString() !== INVALIDATE) return;
      // A null payload is a FLUSHDB/FLUSHALL: everything goes.
      if (keys === null) return this.flush();
      for (const k of Array.isArray(keys) ? keys : [keys]) this.drop(k.toString());
    });
  }

  /** (Re)establishes tracking once both connections are up; until then nothing is cached. */
  private async track() {
    if (this.sub.status !== "ready" || this.tracker.status !== "ready") return;
    try {
      if (this.subId === null) {
        const id = Number(await this.sub.client("ID"));
        await this.sub.subscribe(INVALIDATE);
        this.subId = id;
      }
      // A tracker that outlived its subscriber still tracks for the dead redirect: switch that off first (prefixes
      // may not be registered twice on one client).
      await this.tracker.call("CLIENT", "TRACKING", "OFF");
      await this.tracker.call(
        "CLIENT",
        "TRACKING",
        "ON",
        "REDIRECT",
        String(this.subId),
        "BCAST",
        ...this.prefixes.flatMap((p) => ["PREFIX", p]),
      );
      this.flush();
      this.live = true;
    } catch (err) {
      const reason = (err as Error).message;
      this.log.error({ reason }, `redis mirror: tracking unavailable, reading through: ${reason}`);
    }
  }

  private forget() {
    this.live = false;
    this.flush();
  }

  private flush() {
    this.entries.clear();
    this.pending.clear();
  }

  /** Forgets one key now (the caller just changed it; other instances hear from Redis). */
  drop(key: string) {
    this.entries.delete(key);
    this.pending.delete(key);
  }

  /** The cached value, or undefined. */
  get<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  /**
   * Reads `keys` through `load` (one round trip for all of them) and keeps what each key maps to, unless tracking
   * is down or the key was invalidated while the read was in flight.
   */
  async read<T extends unknown[]>(keys: string[], load: () => Promise<T>): Promise<T> {
    const tokens = keys.map((k) => {
      const token = Symbol(k);
      this.pending.set(k, token);
      return token;
    });
    try {
      const values = await load();
      if (this.live) {
        keys.forEach((k, i) => {
          if (this.pending.get(k) !== tokens[i]) return;
          this.entries.delete(k);
          this.entries.set(k, values[i]);
        });
        while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      }
      return values;
    } finally {
      keys.forEach((k, i) => {
        if (this.pending.get(k) === tokens[i]) this.pending.delete(k);
      });
    }
  }

  /** Whether facts are being cached (tracking is established); tests wait for it. */
  get tracking() {
    return this.live;
  }

  /** The subscriber connection's client id (tests cut it to check that a lost connection forgets everything). */
  get subscriberId() {
    return this.subId;
  }

  async close() {
    this.forget();
    await Promise.allSettled([this.sub.quit(), this.tracker.quit()]);
  }
}
