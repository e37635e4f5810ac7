import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { Spinner } from '../../../src/widgets/Spinner';
import { WfFormView } from './WfFormView';

export interface EmbeddedWfFormProps {
  form: FormDefinition;
  values: Record<string, unknown>;
  onChange?: (values: Record<string, unknown>) => void;
  /** The server's 422 messages by key (`amount`, `items.0.price`). */
  errors?: Readonly<Record<string, readonly string[]>>;
  disabled?: boolean;
  /** The values in words, as a record's detail page shows them. */
  readOnly?: boolean;
}

/**
 * A form definition's values inside a record's own form or detail page (a `formValues` field,
 * docs/guide-form-fields-by-model.md): WfFormView without a `<form>` of its own, once the wf
 * messages it speaks are loaded (a record's route loads only its own module's). No file fields:
 * a record's form has none (the server refuses them).
 * @example <EmbeddedWfForm form={model.definition} values={attributes} onChange={setAttributes} errors={errors} />
 */
export function EmbeddedWfForm({ form, values, onChange, errors, disabled, readOnly }: EmbeddedWfFormProps) {
  const ready = useNamespaces('wf');
  if (!ready) return <Spinner />;
  return (
    <WfFormView
      embedded
      form={form}
      values={values}
      onChange={onChange}
      errors={errors}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
