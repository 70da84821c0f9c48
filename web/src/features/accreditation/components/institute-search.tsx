import { accreditationMessages } from '@creds/contract';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';

interface InstituteSearchProps {
  /** The search in force; the box starts from it. */
  value: string;
  /** Called on Enter or the button, with the trimmed text. */
  onSearch: (search: string) => void;
}

/** The hero's search box and button (spec: filter on Enter or click, trimmed). */
export function InstituteSearch({ value, onSearch }: InstituteSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      noValidate
      role="search"
      aria-label="Accredited institutes"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={id} className="sr-only">
        {accreditationMessages.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={accreditationMessages.searchPlaceholder}
        autoComplete="off"
        className="h-12 w-full min-w-0 rounded-md sm:flex-1 border border-white/30 bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-accent focus:ring-3 focus:ring-white/30 focus-visible:outline-hidden"
      />
      <button type="submit" className={`${buttonClass('accent')} h-12`}>
        <Search aria-hidden className="size-4" />
        Search
      </button>
    </form>
  );
}
