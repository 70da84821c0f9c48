import { branding, verificationCodeLength } from '@creds/contract';
import { emailLink, renderMail } from '../../lib/mail-layout.js';

export function activationMail(to: string, name: string, url: string) {
  return renderMail({
    to,
    subject: `Activate your ${branding.productName} account`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Thank you for registering with ${branding.productName}. Confirm that this is your e-mail address to activate your account and start evaluating your courses.`,
    ],
    action: { label: 'Activate my account', url },
    footnote:
      'The link works once and expires in 48 hours. If you did not register, ignore this message and no account will be activated.',
  });
}

export function resetCodeMail(to: string, name: string, code: string) {
  return renderMail({
    to,
    subject: `Your ${branding.productName} verification code`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Someone asked to reset the password of your ${branding.productName} account. Enter this ${verificationCodeLength}-character code on the Verify Code step to choose a new password.`,
    ],
    code,
    footnote:
      'The code expires in 15 minutes and works once. If you did not ask for it, ignore this message: your password stays as it is.',
  });
}

export function passwordChangedMail(to: string, name: string) {
  return renderMail({
    to,
    subject: `Your ${branding.productName} password was changed`,
    greeting: `Hello ${name},`,
    paragraphs: [
      'The password of your account was just changed, and every other signed-in device was signed out.',
      ['If this was not you, reset your password at once and write to ', emailLink(branding.supportEmail), '.'],
    ],
  });
}
