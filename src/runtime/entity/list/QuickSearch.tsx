import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's quick search: asks once typing pauses, at once on Enter.
 * @example <QuickSearch label="Search subject" onSearch={list.setSearch} />
 */
export function QuickSearch({
  label,
  onSearch,
  initial = '',
}: {
  label: string;
  onSearch: (text: string) => void;
  /** The search the list already has (from its address). */
  initial?: string;
}) {
  const [text, setText] = useState(initial);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const sent = useRef(initial.trim());

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() === sent.current) return;
      sent.current = text.trim();
      onSearchRef.current(sent.current);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <input
      type="search"
      className="entity-input entity-search"
      placeholder={label}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        sent.current = text.trim();
        onSearchRef.current(sent.current);
      }}
    />
  );
}
