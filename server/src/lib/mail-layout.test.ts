import { describe, expect, it } from 'vitest';
import { emailLink, renderMail } from './mail-layout.js';

describe('renderMail', () => {
  const mail = renderMail({
    to: 'someone@example.com',
    subject: 'Links',
    greeting: 'Hello,',
    paragraphs: [
      ['Check it at ', { href: 'https://creds.example/verify/AC-1?a=1&b=2' }, '. Or write to ', emailLink('help@creds.example'), '.'],
      ['Read ', { href: 'https://creds.example/terms', text: 'the terms <here>' }, '.'],
      'No link at https://plain.example here.',
    ],
    footnote: ['Questions: ', emailLink('help@creds.example'), '.'],
  });

  it('makes the links of a paragraph clickable in the HTML part, escaped', () => {
    expect(mail.html).toContain('Check it at <a href="https://creds.example/verify/AC-1?a=1&amp;b=2"');
    expect(mail.html).toContain('>https://creds.example/verify/AC-1?a=1&amp;b=2</a>. Or write to <a href="mailto:help@creds.example"');
    expect(mail.html).toContain('>the terms &lt;here&gt;</a>.');
    expect(mail.html).toContain('Questions: <a href="mailto:help@creds.example"');
    expect(mail.html).not.toContain('href="https://plain.example');
  });

  it('writes them as plain text in the text part, with the address of a link that has its own text', () => {
    expect(mail.text).toContain('Check it at https://creds.example/verify/AC-1?a=1&b=2. Or write to help@creds.example.');
    expect(mail.text).toContain('Read the terms <here> (https://creds.example/terms).');
    expect(mail.text).toContain('Questions: help@creds.example.');
  });
});
