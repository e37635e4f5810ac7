import type { EntityDescriptor, FieldDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { DEFAULT_FILE_MAX_SIZE_MB, DEFAULT_FILES_MAX_ITEMS } from '../../../../schemas/core/fileKinds';

/** What the files widget needs of its field, passed as rjsf `ui:options`. */
export interface FilesWidgetOptions {
  /** The entity's API base: uploads go to `{api}/files?field={field}`. */
  api: string;
  field: string;
  accept: string[] | undefined;
  maxSizeMb: number;
  maxItems: number;
}

/** The widget options of a `files` field, with the runtime's defaults filled in. */
export function filesWidgetOptions(
  d: EntityDescriptor,
  name: string,
  field: FieldDescriptor,
): FilesWidgetOptions {
  return {
    api: d.api,
    field: name,
    accept: field.accept,
    maxSizeMb: field.maxSizeMb ?? DEFAULT_FILE_MAX_SIZE_MB,
    maxItems: field.maxItems ?? DEFAULT_FILES_MAX_ITEMS,
  };
}
