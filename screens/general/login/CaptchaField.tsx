import { useTranslation } from 'react-i18next';
import { TextField } from '../../../src/widgets/TextField';
import './login.css';

export interface Captcha {
  key: string;
  /** data:image/svg+xml;base64,… */
  image: string;
}

interface CaptchaFieldProps {
  captcha: Captcha | null;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onRenew: () => void;
}

/** The captcha picture, a button for a new one, and the input for what it shows. */
export function CaptchaField({ captcha, value, error, onChange, onRenew }: CaptchaFieldProps) {
  const { t } = useTranslation('general');
  return (
    <div className="login-captcha">
      <div className="login-captcha__picture">
        {captcha ? (
          <img src={captcha.image} alt={t('login.captchaImage')} width={150} height={50} />
        ) : (
          <span className="login-captcha__placeholder" />
        )}
        <button type="button" className="login-link" onClick={onRenew}>
          {t('login.captchaRenew')}
        </button>
      </div>
      <TextField
        label={t('login.captcha')}
        name="captcha"
        autoComplete="off"
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
