import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters, requestRateLimits } from '../db/schema.js';

/**
 * Adds each key's hits and returns the count in its current window and the milliseconds left in it. One
 * statement whatever the number of keys: the upsert takes each row's lock, so counts from every instance at
 * once add up; a window that has ended starts over. Times are the database's, never an instance's.
 */
async function countRequests(db: Database, batch: { key: string; hits: number; windowMs: number }[]) {
  const result = await db.execute(sql`
    insert into ${requestRateLimits} (key, hits, window_ends_at)
    select key, hits, now() + make_interval(secs => seconds)
    from unnest(${sql.param(batch.map(({ key }) => key))}::text[], ${sql.param(batch.map(({ hits }) => hits))}::int[],
                ${sql.param(batch.map(({ windowMs }) => windowMs / 1000))}::float8[]) as batch (key, hits, seconds)
    on conflict (key) do update set
      hits = case when request_rate_limits.window_ends_at <= now() then excluded.hits else request_rate_limits.hits + excluded.hits end,
      window_ends_at = case when request_rate_limits.window_ends_at <= now() then excluded.window_ends_at else request_rate_limits.window_ends_at end
    returning key, hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ms_left`);
  // Both drivers answer { rows }; the generic database handle types the answer as unknown.
  const { rows } = result as unknown as { rows: { key: string; hits: number; ms_left: number }[] };
  // now() is when the statement's transaction began: one that waited for a row's lock behind a later one can
  // see that window end a little more than its length away. What is left of a window never exceeds it.
  const windowMsByKey = new Map(batch.map(({ key, windowMs }) => [key, windowMs]));
  return rows.map(({ key, hits, ms_left }) => ({ key, hits, msLeft: Math.min(ms_left, windowMsByKey.get(key) ?? ms_left) }));
}

/** Counts `hits` requests (one unless given) under `key` (see countRequests). */
export async function countRequest(db: Database, key: string, windowMs: number, hits = 1): Promise<{ hits: number; msLeft: number }> {
  const [row] = await countRequests(db, [{ key, hits, windowMs }]);
  return row!;
}

/** How many keys one batched statement carries at most (three parameters each). */
const batchSize = 2_000;

/**
 * Counts requests for the API rate limits, shared by every instance through the database, without a
 * database round trip on most requests.
 *
 * A key far from its limit is counted here and its hits are written in batches (every `flushEveryMs`, one
 * statement for every key), each batch bringing back the shared count. A key that could be near its limit
 * (this instance's view of the shared count plus its unwritten hits reaching a quarter of the limit) is
 * counted in the database at once, exactly, as every request was before. So up to four instances each
 * admitting a quarter before they count exactly cannot together pass the limit; beyond that, the only
 * slack is another instance's hits of the last `flushEveryMs` not yet written.
 */
export class RequestCounter {
  /** Hits counted here and not yet written, by key. */
  private readonly unwritten = new Map<string, { hits: number; windowMs: number }>();
  /** The shared count as the database last gave it, by key, and when its window ends (this clock). */
  private readonly known = new Map<string, { hits: number; windowEndsAt: number }>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly flushEveryMs = 100,
  ) {}

  /** Counts one request; returns the count in the window and the milliseconds left in it. */
  async count(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    const known = this.known.get(key);
    const live = known && known.windowEndsAt > now ? known : undefined;
    const unwritten = this.unwritten.get(key);
    const current = (live?.hits ?? 0) + (unwritten?.hits ?? 0) + 1;
    if (current * 4 < max) {
      if (unwritten) unwritten.hits++;
      else this.unwritten.set(key, { hits: 1, windowMs });
      this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs).unref();
      return { current, ttl: live ? live.windowEndsAt - now : windowMs };
    }
    // Near the limit: this request and the unwritten ones go to the database now, and its count decides.
    this.unwritten.delete(key);
    try {
      const { hits, msLeft } = await countRequest(this.db, key, windowMs, (unwritten?.hits ?? 0) + 1);
      this.known.set(key, { hits, windowEndsAt: Date.now() + msLeft });
      return { current: hits, ttl: msLeft };
    } catch (error) {
      if (unwritten) this.keepUnwritten(key, unwritten);
      throw error;
    }
  }

  /** Writes every unwritten hit and learns the shared counts; resolves once written (or failed: kept for the next). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const batch = [...this.unwritten].map(([key, { hits, windowMs }]) => ({ key, hits, windowMs }));
    this.unwritten.clear();
    const now = Date.now();
    for (const [key, { windowEndsAt }] of this.known) if (windowEndsAt <= now) this.known.delete(key);
    for (let start = 0; start < batch.length; start += batchSize) {
      const part = batch.slice(start, start + batchSize);
      try {
        for (const { key, hits, msLeft } of await countRequests(this.db, part)) this.known.set(key, { hits, windowEndsAt: Date.now() + msLeft });
      } catch {
        // The database is away (requests answer 503 meanwhile): the hits wait for the next batch.
        for (const { key, hits, windowMs } of part) this.keepUnwritten(key, { hits, windowMs });
        this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs * 10).unref();
      }
    }
  }

  private keepUnwritten(key: string, { hits, windowMs }: { hits: number; windowMs: number }): void {
    const unwritten = this.unwritten.get(key);
    if (unwritten) unwritten.hits += hits;
    else this.unwritten.set(key, { hits, windowMs });
  }
}

/** Deletes the counters whose window has ended (the API's and the sign-in limits'); returns how many. */
export async function purgeExpiredRateLimits(db: Database): Promise<number> {
  const requests = await db.delete(requestRateLimits).where(lt(requestRateLimits.windowEndsAt, sql`now()`)).returning({ key: requestRateLimits.key });
  const counters = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`)).returning({ key: rateLimitCounters.key });
  return requests.length + counters.length;
}

interface ChildOptions {
  /** The route a per-route limit belongs to (set by @fastify/rate-limit; empty for app.rateLimit(options)). */
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (through a RequestCounter), so a
 * limit holds across every instance of the server. A route with a limit of its own gets a child store: its counters are named
 * after the route, apart from the global ones, as the plugin's in-memory store keeps them apart.
 */
export function databaseRateLimitStore(counter: RequestCounter): FastifyRateLimitStoreCtor {
  let unnamedChildren = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(_options: FastifyRateLimitOptions, namespace = 'api') {
      this.namespace = namespace;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      counter.count(`${this.namespace}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      // Every instance registers its routes and limiters in the same order, so the names agree across instances.
      const namespace = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : `limiter-${++unnamedChildren}`;
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions, namespace);
    }
  };
}
