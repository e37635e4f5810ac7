import { lazy } from 'react';
import type { FormKindWidgets, FormValuesViewProps } from '../runtime/entity/formKinds/FormKindWidgets';

/**
 * The widgets of `formDefinition` and `formValues` fields (docs/guide-form-fields-by-model.md),
 * from screens/wf, which the runtime may not import; each loads with the first form or page that
 * shows one.
 */
export const formKindWidgets: FormKindWidgets = {
  DefinitionEditor: lazy(() =>
    import('../../screens/wf/designer/FormDefinitionEditor').then((m) => ({
      default: m.FormDefinitionEditor,
    })),
  ),
  DefinitionView: lazy(() =>
    import('../../screens/wf/designer/FormDefinitionSummary').then((m) => ({
      default: m.FormDefinitionSummary,
    })),
  ),
  ValuesEditor: lazy(() =>
    import('../../screens/wf/form-runtime/EmbeddedWfForm').then((m) => ({ default: m.EmbeddedWfForm })),
  ),
  ValuesView: lazy(() =>
    import('../../screens/wf/form-runtime/EmbeddedWfForm').then((m) => ({
      default: (props: FormValuesViewProps) => <m.EmbeddedWfForm {...props} readOnly />,
    })),
  ),
};
