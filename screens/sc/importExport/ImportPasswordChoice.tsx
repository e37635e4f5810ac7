import { Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../src/widgets/TextField';
import type { PasswordMode } from './ScImportReport';

export interface ImportPasswordChoiceProps {
  mode: PasswordMode;
  onModeChange: (mode: PasswordMode) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** The server's message about the typed password (policy, missing). */
  error: string | null;
  disabled: boolean;
}

/**
 * How the users a file creates get their first password: one shared initial password typed
 * here, or a single-use set-password link mailed to each (as on the add-user screen). Native
 * radios in a fieldset, so the legend labels the group and the arrow keys move the choice;
 * the password field exists only while it is used.
 * @example <ImportPasswordChoice mode={mode} onModeChange={setMode} password={p} onPasswordChange={setP} error={null} disabled={false} />
 */
export function ImportPasswordChoice({
  mode,
  onModeChange,
  password,
  onPasswordChange,
  error,
  disabled,
}: ImportPasswordChoiceProps) {
  const { t } = useTranslation('sc');
  const hintId = useId();
  return (
    <fieldset className="sc-import__password" disabled={disabled}>
      <legend>{t('importExport.import.passwordMode')}</legend>
      {(['shared', 'invite'] as const).map((option) => (
        <Radio
          key={option}
          className="sc-import__choice"
          name="password-mode"
          value={option}
          checked={mode === option}
          disabled={disabled}
          onChange={() => onModeChange(option)}
        >
          {t(
            option === 'shared' ? 'importExport.import.passwordShared' : 'importExport.import.passwordInvite',
          )}
        </Radio>
      ))}
      {mode === 'shared' ? (
        <>
          <TextField
            label={t('importExport.import.initialPassword')}
            name="initialPassword"
            type="password"
            autoComplete="new-password"
            value={password}
            error={error}
            aria-describedby={hintId}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
          <span id={hintId} className="sc-import__hint">
            {t('importExport.import.initialPasswordHelp')}
          </span>
        </>
      ) : (
        <span className="sc-import__hint">{t('importExport.import.passwordInviteHelp')}</span>
      )}
    </fieldset>
  );
}
