import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PdfPageControlsProps {
  current: number;
  total: number;
  onGo: (page: number) => void;
}

/** Previous and next page, and the page number to type ("3 / 300"), applied on Enter or leaving it. */
export function PdfPageControls({ current, total, onGo }: PdfPageControlsProps) {
  const { t } = useTranslation('dm');
  // What is being typed; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const page = Number(draft);
    if (draft !== null && Number.isInteger(page)) onGo(Math.min(Math.max(page, 1), total));
    setDraft(null);
  };
  return (
    <div className="pdf-viewer__group">
      <Button
        icon={<UpOutlined />}
        aria-label={t('pdf.previousPage')}
        title={t('pdf.previousPage')}
        disabled={current <= 1}
        onClick={() => onGo(current - 1)}
      />
      <Input
        className="pdf-viewer__page-input"
        value={draft ?? String(current)}
        inputMode="numeric"
        aria-label={t('pdf.pageNumber', { total })}
        onFocus={(event) => event.target.select()}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onPressEnter={commit}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <span className="pdf-viewer__page-total" aria-hidden="true">
        / {total}
      </span>
      <Button
        icon={<DownOutlined />}
        aria-label={t('pdf.nextPage')}
        title={t('pdf.nextPage')}
        disabled={current >= total}
        onClick={() => onGo(current + 1)}
      />
    </div>
  );
}
