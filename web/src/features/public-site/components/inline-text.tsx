import { Fragment } from 'react';
import { SiteLink } from '../../../lib/site-navigation';
import { parseInlineMarks } from '../lib/inline-marks';

export const inlineLinkClass =
  'font-medium text-brand underline decoration-brand/35 underline-offset-[3px] transition-colors hover:text-accent hover:decoration-accent';

/** Content text with its `**bold**` and `[label](href)` marks rendered. */
export function InlineText({ text }: { text: string }) {
  return parseInlineMarks(text).map((token, index) => {
    if (token.kind === 'bold') {
      return (
        <strong key={index} className="font-semibold text-ink">
          {token.text}
        </strong>
      );
    }
    if (token.kind === 'link') {
      return token.href.startsWith('/') ? (
        <SiteLink key={index} to={token.href} className={inlineLinkClass}>
          {token.text}
        </SiteLink>
      ) : (
        <a key={index} href={token.href} className={inlineLinkClass}>
          {token.text}
        </a>
      );
    }
    return <Fragment key={index}>{token.text}</Fragment>;
  });
}
