import { LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PdfSearchBoxProps {
  /** The number of matches so far, the chosen one (-1: none) and whether pages are still being read. */
  total: number;
  current: number;
  searching: boolean;
  /** Whether a search has been made (so "No matches" can be said). */
  searched: boolean;
  onFind: (query: string, direction: 1 | -1) => void;
  onStep: (direction: 1 | -1) => void;
  onClear: () => void;
  inputRef?: Ref<InputRef>;
}

/** The search box: Enter finds (or goes to the next match), Shift+Enter the previous; "2 of 15". */
export function PdfSearchBox({
  total,
  current,
  searching,
  searched,
  onFind,
  onStep,
  onClear,
  inputRef,
}: PdfSearchBoxProps) {
  const { t } = useTranslation('dm');
  const [query, setQuery] = useState('');
  const count =
    total > 0
      ? t('pdf.matchOf', { current: current + 1, total })
      : searching
        ? t('pdf.searching')
        : searched
          ? t('pdf.noMatches')
          : '';
  return (
    <search className="pdf-viewer__group pdf-viewer__search" aria-label={t('pdf.search')}>
      <Input
        ref={inputRef}
        type="search"
        className="pdf-viewer__search-input"
        prefix={<SearchOutlined aria-hidden="true" />}
        aria-label={t('pdf.search')}
        placeholder={t('pdf.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value === '') onClear();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onFind(query, event.shiftKey ? -1 : 1);
        }}
      />
      <span className="pdf-viewer__count" role="status" aria-live="polite">
        {count}
      </span>
      <Button
        icon={<LeftOutlined />}
        aria-label={t('pdf.previousMatch')}
        title={t('pdf.previousMatch')}
        disabled={total === 0}
        onClick={() => onStep(-1)}
      />
      <Button
        icon={<RightOutlined />}
        aria-label={t('pdf.nextMatch')}
        title={t('pdf.nextMatch')}
        disabled={total === 0}
        onClick={() => onStep(1)}
      />
    </search>
  );
}
