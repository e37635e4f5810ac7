import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFormValues } from '../../../schemas/wf/form/checkFormValues';
import { formProblemErrors } from '../../../schemas/wf/form/formProblem';
import { formLanguage } from '../../../schemas/wf/form/localise';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';

export type WfValidationResult =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; errors: Record<string, string[]> };

export interface WfFormValidation {
  /** What is wrong, by field or cell path; empty until `validate` first runs, then live. */
  errors: Record<string, string[]>;
  /**
   * Checks the values as the server will (checkFormValues): shows the errors under their fields
   * and focuses the first; when all is well, the values to send (hidden fields dropped, computed
   * fields worked out, money with its places).
   */
  validate: () => WfValidationResult;
  /** Hides the errors again (after a successful save). */
  reset: () => void;
  /** WfFormView's id prefix, so `validate` finds the field to focus. */
  idPrefix: string;
  /** Set by WfFormView: focuses the first of these paths it shows. */
  focusRef: { current: ((paths: string[]) => void) | null };
}

/**
 * Lets a button outside the form (Submit, Save draft) check it first, with the same checks and
 * messages as the server's 422.
 * @example
 * const validation = useWfFormValidation(form, values);
 * <WfFormView form={form} values={values} onChange={setValues} validation={validation} />
 * <Button onClick={() => { const r = validation.validate(); if (r.ok) submit(r.values); }}>Submit</Button>
 */
export function useWfFormValidation(form: FormDefinition, values: Record<string, unknown>): WfFormValidation {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const [tried, setTried] = useState(false);
  const idPrefix = `wf${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const focusRef = useRef<((paths: string[]) => void) | null>(null);
  const check = useCallback(() => {
    const { values: checked, problems } = checkFormValues(form, values);
    const errors = formProblemErrors(problems, lang, (key, v) => t(key, v));
    return { checked, errors };
  }, [form, values, lang, t]);
  const errors = useMemo(() => (tried ? check().errors : {}), [tried, check]);
  const validate = useCallback((): WfValidationResult => {
    setTried(true);
    const { checked, errors: found } = check();
    const paths = Object.keys(found);
    if (paths.length === 0) return { ok: true, values: checked };
    // After the render that shows the messages, so the field and its message are both there.
    setTimeout(() => focusRef.current?.(paths), 0);
    return { ok: false, errors: found };
  }, [check]);
  const reset = useCallback(() => setTried(false), []);
  return { errors, validate, reset, idPrefix, focusRef };
}
