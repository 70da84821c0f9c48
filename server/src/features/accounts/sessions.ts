import type { CurrentUser, Role } from '@creds/contract';
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/secrets.js';

export const sessionCookieName = 'creds_session';
/** Remember me: the session lasts this long from sign-in. */
export const rememberedSessionMs = 30 * 24 * 60 * 60 * 1000;
/** Without Remember me: a browser-session cookie that also ends after this much inactivity. */
export const idleSessionMs = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, not on every request. */
const touchEveryMs = 60 * 1000;

export interface ActiveSession {
  id: string;
  persistent: boolean;
  expiresAt: Date;
  user: CurrentUser;
}

export async function startSession(
  db: Database,
  userId: string,
  options: { persistent: boolean; userAgent?: string | undefined; ip?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (options.persistent ? rememberedSessionMs : idleSessionMs));
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    persistent: options.persistent,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    ip: options.ip ?? null,
  });
  return { token, expiresAt };
}

function prepareSessionQuery(db: Database) {
  return db
    .select({
      id: sessions.id,
      persistent: sessions.persistent,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: users.id, username: users.username, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`), isNull(sessions.endedReason), eq(users.status, 'active')),
    )
    .prepare('find_active_session');
}

/** Every signed-in request looks its session up: the query is built once per database and prepared once per connection. */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

/** The live session behind a cookie token, sliding the idle expiry of a browser-session one. */
export async function findActiveSession(db: Database, token: string): Promise<ActiveSession | null> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  const [row] = await query.execute({ tokenHash: sha256(token) });
  if (!row) return null;

  let expiresAt = row.expiresAt;
  if (Date.now() - row.lastSeenAt.getTime() > touchEveryMs) {
    if (!row.persistent) expiresAt = new Date(Date.now() + idleSessionMs);
    await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, row.id));
  }
  return { id: row.id, persistent: row.persistent, expiresAt, user: row.user };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user, or every one but `exceptSessionId`. */
export async function endUserSessions(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/**
 * Ends every session of a user because their role changed: the rows stay, marked, so the next request
 * of each can say why it was signed out (`takeEndedSession`).
 */
export async function endUserSessionsForRoleChange(db: Database, userId: string): Promise<void> {
  await db.update(sessions).set({ endedReason: 'role_changed' }).where(and(eq(sessions.userId, userId), isNull(sessions.endedReason)));
}

/**
 * Why the session behind a cookie token was ended for its user, with their role now, if it was and has
 * not expired; the row is removed, so this is said once.
 */
export async function takeEndedSession(db: Database, token: string): Promise<{ reason: 'role_changed'; role: Role } | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNotNull(sessions.endedReason), gt(sessions.expiresAt, sql`now()`)))
    .returning({ reason: sessions.endedReason, userId: sessions.userId });
  if (!row?.reason) return null;
  const [user] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, row.userId));
  if (user?.status !== 'active') return null;
  return { reason: row.reason, role: user.role };
}

/** Housekeeping: expired sessions are useless; drop them now and then. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
