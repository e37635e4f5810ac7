import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_TYPES } from '../../../schemas/sc/settings/companySettings';
import { Button } from '../../../src/widgets/Button';
import { readLogoFile } from './readLogoFile';

export interface LogoFieldProps {
  /** A data: URL, or '' for no logo. */
  value: string;
  onChange: (value: string) => void;
  /** A problem found with the chosen file before it is sent. */
  onProblem: (message: string) => void;
  error?: string | undefined;
  disabled: boolean;
}

/**
 * The logo: a preview, a file picker (PNG, JPEG, SVG, WebP up to 256 kB) and removal,
 * grouped under the field's label; the hint and any error are read with the button.
 */
export function LogoField({ value, onChange, onProblem, error, disabled }: LogoFieldProps) {
  const { t } = useTranslation('sc');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (!file) return;
    const result = await readLogoFile(file);
    if ('dataUrl' in result) onChange(result.dataUrl);
    else onProblem(t(`settings.logo.${result.problem}`));
  };

  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="atrium-field company-logo">
      <legend className="atrium-field__label company-logo__legend">{t('company.fields.logo')}</legend>
      <div className="company-logo__preview">
        {value ? (
          <img src={value} alt={t('company.logoPreview')} />
        ) : (
          <span className="company-logo__none">{t('company.noLogo')}</span>
        )}
      </div>
      <div className="company-logo__actions">
        {/* The native picker is hidden: the button opens it, so focus and name are the button's. */}
        <input
          ref={input}
          type="file"
          hidden
          data-testid="logo-file"
          accept={LOGO_TYPES.join(',')}
          disabled={disabled}
          onChange={(event) => void choose(event)}
        />
        <Button disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
          {t('company.chooseLogo')}
        </Button>
        {value && (
          <Button type="function" disabled={disabled} onClick={() => onChange('')}>
            {t('company.removeLogo')}
          </Button>
        )}
      </div>
      <div id={hintId} className="settings-field__hint">
        {t('company.logoHint')}
      </div>
      {error && (
        <div id={errorId} className="atrium-field__error">
          {error}
        </div>
      )}
    </fieldset>
  );
}
