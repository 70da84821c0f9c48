import { branding, formatPostalAddress } from '@creds/contract';
import type { OutgoingMail } from '../providers/mail.js';

/** A link inside a paragraph: the HTML part makes it clickable; the plain-text part shows its text. */
export interface MailLink {
  href: string;
  /** Shown instead of the address (the plain-text part then adds the address in brackets, unless it is a mailto:). */
  text?: string;
}

/** A paragraph: plain text, or text with links in it. */
export type MailText = string | readonly (string | MailLink)[];

/** An e-mail address as a mailto: link. */
export function emailLink(address: string): MailLink {
  return { href: `mailto:${address}`, text: address };
}

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: MailText[];
  action?: { label: string; url: string };
  /** A code to type, shown large. */
  code?: string;
  /** Small print under the action, e.g. when a link expires. */
  footnote?: MailText;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function plainText(text: MailText): string {
  if (typeof text === 'string') return text;
  return text
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.text === undefined || part.href.startsWith('mailto:')) return part.text ?? part.href;
      return `${part.text} (${part.href})`;
    })
    .join('');
}

function htmlText(text: MailText, linkColor: string): string {
  if (typeof text === 'string') return escapeHtml(text);
  return text
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${escapeHtml(part.href)}" style="color:${linkColor};word-break:break-all">${escapeHtml(part.text ?? part.href)}</a>`,
    )
    .join('');
}

/** Every mail has a plain-text and an HTML part in the provider's colours. */
export function renderMail(content: MailContent): OutgoingMail {
  const { colors } = branding;
  const signature = `The ${branding.productName} team`;
  const contact = `${branding.supportEmail} · ${branding.phone} · ${formatPostalAddress()}`;

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [plainText(paragraph), '']),
    ...(content.code ? [`Your code: ${content.code}`, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [plainText(content.footnote), ''] : []),
    signature,
    '',
    `${branding.legalName} · ${contact}`,
  ].join('\n');

  const paragraphHtml = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${htmlText(paragraph, colors.primary)}</p>`)
    .join('');
  const codeHtml = content.code
    ? `<p style="margin:24px 0;font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace;color:${colors.primary}">${escapeHtml(content.code)}</p>`
    : '';
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${colors.accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:${colors.primary};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnoteHtml = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${htmlText(content.footnote, colors.primary)}</p>`
    : '';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1c2434">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${colors.primary};padding:20px 28px;border-bottom:4px solid ${colors.accent}">
<span style="color:#ffffff;font-size:22px;font-weight:bold;font-family:Georgia,serif">${escapeHtml(branding.productName)}</span>
<span style="color:#c9d3e6;font-size:12px;display:block;letter-spacing:1px;text-transform:uppercase">${escapeHtml(branding.tagline)}</span>
</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content.greeting)}</p>
${paragraphHtml}${codeHtml}${actionHtml}${footnoteHtml}
<p style="margin:24px 0 0;line-height:1.5">${escapeHtml(signature)}</p>
</td></tr>
<tr><td style="background:#f8f9fc;padding:16px 28px;font-size:12px;color:#667085;line-height:1.5">
${escapeHtml(branding.legalName)}<br>${escapeHtml(contact)}
</td></tr>
</table></td></tr></table></body></html>`;

  return { to: content.to, subject: content.subject, text, html };
}
