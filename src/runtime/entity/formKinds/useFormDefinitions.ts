import useSWR from 'swr';
import type { FormDefinition } from '../../../../schemas/wf/formDefinition';
import { swrFetcher } from '../../../platform/api/apiClient';

/** A row a `formValues` field may take its form from (`GET {api}/form-definitions/{field}`). */
export interface FormDefinitionChoice {
  id: number;
  /** What the row is called, in the reader's language. */
  label: string;
  /** Whether it may be newly chosen (its `activeField`); a record keeps an inactive one it has. */
  active: boolean;
  definition: FormDefinition;
}

/**
 * The rows a `formValues` field takes its form from, with their forms, shared by the field, the
 * select of its source and the detail page (one request while they are shown together).
 * @example const { choices } = useFormDefinitions('/api/dm/document/form-definitions/attributes')
 */
export function useFormDefinitions(url: string | null): {
  choices: FormDefinitionChoice[];
  loading: boolean;
  error: unknown;
} {
  const { data, error, isLoading } = useSWR<{ data: FormDefinitionChoice[] }>(url, swrFetcher, {
    revalidateOnFocus: false,
  });
  return { choices: data?.data ?? [], loading: isLoading, error };
}

/** The url of a `formValues` field's forms. @example formDefinitionsUrl('/api/dm/document', 'attributes') */
export function formDefinitionsUrl(api: string, field: string): string {
  return `${api}/form-definitions/${field}`;
}
