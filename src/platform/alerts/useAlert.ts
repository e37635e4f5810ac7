import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from './alertStore';
import { formatErrorMessages } from './formatErrorMessages';

export interface AlertApi {
  success: (message?: string) => void;
  warning: (message: string) => void;
  /** A danger alert with the given lines. */
  danger: (messages: string | readonly string[]) => void;
  /** A danger alert describing an error as spec section 8 says. */
  error: (error: unknown) => void;
}

/**
 * Shows alerts from components.
 * @example const alert = useAlert(); try { await save() } catch (e) { alert.error(e) }
 */
export function useAlert(): AlertApi {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (message) => showAlert('success', message ? [message] : []),
      warning: (message) => showAlert('warning', [message]),
      danger: (messages) => showAlert('danger', typeof messages === 'string' ? [messages] : messages),
      error: (error) => showAlert('danger', formatErrorMessages(error, t)),
    }),
    [t],
  );
}
