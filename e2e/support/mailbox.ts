import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The newest mail to `to` whose subject contains `subject` (and that `matches`, if given), from the server's dev outbox
 * (DEV_MAILBOX=1 in the e2e config), waiting for it to arrive.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: string, matches: (mail: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json', { params: { to } });
        expect(response.ok()).toBe(true);
        const { msg } = (await response.json()) as { msg: Mail[] };
        found = msg.find((mail) => mail.subject.includes(subject) && matches(mail));
        return found !== undefined;
      },
      { message: `a mail to ${to} about "${subject}"`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The token of an activation mail's link. Only the token is used: the link's host is the server's
 * PUBLIC_URL, which need not be the address the tests browse.
 */
export function activationTokenOf(mail: Mail): string {
  const link = /https?:\/\/\S+\/account-activate\?update_token=\S+/.exec(mail.text)?.[0];
  const token = link ? new URL(link).searchParams.get('update_token') : null;
  if (!token) throw new Error(`No activation link in the mail:\n${mail.text}`);
  return token;
}

/** The code of a password-reset mail ("Your code: XXXXXXXX"). */
export function resetCodeOf(mail: Mail): string {
  const code = /Your code: (\S+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in the mail:\n${mail.text}`);
  return code;
}
