import { Input, Select } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachedList } from '../../../src/platform/cache/useCachedList';

/** An entry of the user's common words (GET /api/common/user-common-word). */
export interface CommonWord {
  id: number;
  text: string;
}

export interface CommentBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The comment of a decision, with the user's common words ("同意", "請補附件"...) in a drop-down
 * beside it: choosing one puts it where the caret is, so a word and a few typed ones combine.
 */
export function CommentBox({ label, value, onChange, required = false, error, disabled }: CommentBoxProps) {
  const { t } = useTranslation('wf');
  const id = useId();
  const area = useRef<TextAreaRef>(null);
  const words = useCachedList<CommonWord>('/api/common/user-common-word');
  const options = words.items
    .map((word) => ({ value: word.id, label: word.text.trim() }))
    .filter((option) => option.label !== '');

  const insert = (text: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}${text}${value.slice(end)}`;
    onChange(next);
    // Back in the box, after the inserted word, ready to type on.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <div className="wf-comment">
      <div className="wf-comment__head">
        <label htmlFor={id} className="wf-comment__label">
          {label}
          {required && (
            <span className="wf-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        <Select<number>
          className="wf-comment__words"
          aria-label={t('instance.comment.commonWords')}
          placeholder={t('instance.comment.commonWords')}
          value={null}
          options={options}
          disabled={disabled || options.length === 0}
          notFoundContent={t('instance.comment.noCommonWords')}
          popupMatchSelectWidth={false}
          onChange={(chosen) => {
            const word = options.find((option) => option.value === chosen);
            if (word) insert(word.label);
          }}
        />
      </div>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        rows={3}
        maxLength={2000}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        status={error ? 'error' : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <div id={`${id}-error`} className="wf-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
