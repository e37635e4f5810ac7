import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import type { FormKindWidgets } from './formKinds/FormKindWidgets';

/** Entity id (`cm.lead`) → lazy loader of its descriptor; built at the app root. */
export type EntityDescriptorLoaders = Readonly<Record<string, () => Promise<EntityDescriptor>>>;

/**
 * What the generic entity screens need from the app: the descriptors (loaded on
 * demand) and the route tree, to find where an entity's other screens live
 * (its create, view, edit, table and board routes).
 */
export interface EntityRuntime {
  /** Loads a descriptor and the messages its screens show; cached, so every caller shares one load. */
  loadDescriptor: (id: string) => Promise<EntityDescriptor>;
  routes: readonly RouteDescriptor[];
  /** The widgets of `formDefinition` and `formValues` fields; without them those fields show a notice. */
  formKinds?: FormKindWidgets | undefined;
}
