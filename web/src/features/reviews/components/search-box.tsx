import { searchMaxLength } from '@creds/contract';
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass } from '../../../components/ui/form-field';

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search in force (from the address); the box starts from it. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The search in force from a page's address: cut to the length the lists accept, so a longer one
 * (a pasted or hand-edited link) searches its first part instead of failing the list.
 */
export function readSearch(params: URLSearchParams): string {
  return (params.get('search') ?? '').slice(0, searchMaxLength);
}

/** A search form: applies on Enter or the button, with a button to clear a search in force. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      noValidate
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="flex min-w-0 flex-1 items-end gap-2"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={searchMaxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass} py-2 text-sm`}
        />
      </div>
      <button type="submit" className={`${buttonClass('primary', 'sm')} h-10.5`}>
        <Search aria-hidden className="size-4" />
        Search
      </button>
      {value ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className={`${buttonClass('ghost', 'sm')} h-10.5`}
        >
          <X aria-hidden className="size-4" />
          Clear
        </button>
      ) : null}
    </form>
  );
}
