import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's quick search: asks once typing pauses, at once on Enter.
 * @example <QuickSearch label="Search subject" onSearch={list.setSearch} />
 */
export function QuickSearch({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const sent = useRef('');

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() === sent.current) return;
      sent.current = text.trim();
      onSearchRef.current(sent.current);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Input
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden="true" />}
      placeholder={label}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        sent.current = text.trim();
        onSearchRef.current(sent.current);
      }}
      style={{ width: 240 }}
    />
  );
}
