import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../formValues';
import type { PendingEdits } from '../../richtext/PendingEdits';
import type { DescriptorMap } from '../../useEntityDescriptors';

/** What the form's own widgets read from rjsf's formContext. */
export interface EntityFormContext {
  /** Descriptors of the entities the form's reference fields point at. */
  referenced: DescriptorMap;
  /** The record being edited (null: a new one); the files widget reads `{field}_files` from it. */
  row?: Readonly<Record<string, unknown>> | null;
  /** Edits widgets hold back (the rich-text editor's debounce), taken when the form saves. */
  pending?: PendingEdits;
  /** The whole form's values as they are now (a `formValues` field reads its source reference). */
  values?: Readonly<Record<string, unknown>>;
}

/** Props of the form's own widgets, typed over the whole form as rjsf types them. */
export type EntityWidgetProps = WidgetProps<FormValues, RJSFSchema, EntityFormContext>;
