import { branding, roleNames, type Role } from '@creds/contract';
import { emailLink, renderMail } from '../../lib/mail-layout.js';

const roleAccess: Record<Role, string> = {
  user: 'You can evaluate your courses and request certificates as before; the review console is no longer open to you.',
  reviewer: 'You can now open the review console and review evaluations.',
  admin: 'You can now open the review console and the administration pages.',
};

/** To a person whose role an admin changed: what it is now, and why they were signed out. */
export function roleChangedMail(to: string, name: string, before: Role, after: Role, signInUrl: string) {
  return renderMail({
    to,
    subject: `Your ${branding.productName} role is now ${roleNames[after]}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `An administrator changed your role on ${branding.productName} from ${roleNames[before]} to ${roleNames[after]}. ${roleAccess[after]}`,
      'You were signed out everywhere so the change applies at once. Sign in again to continue.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: ['If you did not expect this change, write to ', emailLink(branding.supportEmail), '.'],
  });
}
