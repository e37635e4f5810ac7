import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The link a share was given, shown once (only its hash is kept on the server), with a copy button.
 * @example <CreatedLink url="https://oa.example/dm/download?token=…" />
 */
export function CreatedLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the field stays selected for a manual copy.
      document.getElementById('dm-share-link')?.focus();
    }
  };
  return (
    <section className="dm-share__created" aria-labelledby="dm-share-created">
      <Alert type="success" showIcon title={<span id="dm-share-created">{t('dm:share.created')}</span>} />
      <Space.Compact className="dm-share__link">
        <Input
          id="dm-share-link"
          readOnly
          value={url}
          aria-label={t('dm:share.link')}
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" onClick={() => void copy()}>
          {copied ? t('dm:share.copied') : t('dm:share.copy')}
        </Button>
      </Space.Compact>
    </section>
  );
}
