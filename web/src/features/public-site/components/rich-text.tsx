import { Info } from 'lucide-react';
import type { RichBlock } from '../../../content/types';
import { InlineText } from './inline-text';

/** Running text from content: paragraphs, subheadings (h2 by default), lists and notes. */
export function RichText({ blocks, headingLevel = 2 }: { blocks: readonly RichBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-5 text-base leading-relaxed text-ink-muted sm:text-[1.0625rem]">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} className="pt-4 font-serif text-xl font-bold text-brand sm:text-2xl">
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={index}
                className={`space-y-2.5 pl-6 ${block.ordered ? 'list-decimal marker:font-semibold marker:text-brand' : 'list-disc marker:text-accent'}`}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'note':
            return (
              <div key={index} role="note" className="flex gap-3 rounded-lg border-l-4 border-brand bg-brand-soft px-5 py-4 text-ink">
                <Info aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
                <div>
                  {block.title ? <p className="font-semibold text-brand">{block.title}</p> : null}
                  <p className={block.title ? 'mt-1' : undefined}>
                    <InlineText text={block.text} />
                  </p>
                </div>
              </div>
            );
        }
      })}
    </div>
  );
}
