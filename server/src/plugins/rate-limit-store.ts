import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters, requestRateLimits } from '../db/schema.js';

function prepareCountRequest(db: Database) {
  const t = requestRateLimits;
  const windowEnds = sql`now() + make_interval(secs => ${sql.placeholder('seconds')})`;
  return db
    .insert(t)
    .values({ key: sql.placeholder('key'), hits: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${t.windowEndsAt} <= now() then 1 else ${t.hits} + 1 end`,
        windowEndsAt: sql`case when ${t.windowEndsAt} <= now() then ${windowEnds} else ${t.windowEndsAt} end`,
      },
    })
    .returning({
      hits: t.hits,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch from (${t.windowEndsAt} - now())) * 1000))::int`,
    })
    .prepare('count_request');
}

/** Built once per database and prepared once per connection: this statement runs on nearly every API request. */
const countRequestQueries = new WeakMap<Database, ReturnType<typeof prepareCountRequest>>();

/**
 * Counts one request under `key` and returns the count in the current window and the milliseconds left
 * in it. One statement: the upsert takes the row's lock, so requests to every instance at once each get
 * their own count; a window that has ended starts over at 1. Times are the database's, never an instance's.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> {
  let query = countRequestQueries.get(db);
  if (!query) countRequestQueries.set(db, (query = prepareCountRequest(db)));
  const [row] = await query.execute({ key, seconds: windowMs / 1000 });
  return row!;
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
 * A store for @fastify/rate-limit that keeps its counters in the database, so a limit holds across every
 * instance of the server. A route with a limit of its own gets a child store: its counters are named
 * after the route, apart from the global ones, as the plugin's in-memory store keeps them apart.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let unnamedChildren = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(_options: FastifyRateLimitOptions, namespace = 'api') {
      this.namespace = namespace;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(db, `${this.namespace}|${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
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
