import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide settings and markers (for example when demo content was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
