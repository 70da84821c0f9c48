import { branding } from '@creds/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { mailMessages } from '../../db/schema.js';

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.date(),
});

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Text with its addresses made clickable; everything else escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The built-in outbox, listed for developers (only registered when DEV_MAILBOX=1): /dev/mailbox for
 * people, /dev/mailbox.json for tests. Newest first, at most 100.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ to: z.string().optional() });

  const findMails = (to?: string) =>
    db
      .select()
      .from(mailMessages)
      .where(to ? eq(mailMessages.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailMessages.createdAt))
      .limit(100);

  routes.get(
    '/dev/mailbox.json',
    { schema: { hide: true, querystring: query, response: { 200: z.object({ msg: z.array(mailSchema) }) } } },
    async (request) => ({ msg: await findMails(request.query.to) }),
  );

  routes.get('/dev/mailbox', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const mails = await findMails(request.query.to);
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p>
<pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · ${escapeHtml(branding.productName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c2434}
h1{color:${branding.colors.primary}}article{border:1px solid #d0d5dd;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#667085;font-size:.85rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><main><h1>Dev mailbox</h1><p>Mail stored by the built-in outbox (no SMTP server configured). Newest first.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
