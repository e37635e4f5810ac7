import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { Dialog } from '../../../widgets/Dialog';
import { Spinner } from '../../../widgets/Spinner';
import { type DialogControl, useDialog } from '../../../widgets/useDialog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LeaveDialog } from '../common/LeaveDialog';
import { useLeaveGuard } from '../common/useLeaveGuard';
import type { EntityRow } from '../data/EntityRow';
import { referencedEntities } from '../data/referencedEntities';
import { entityTitle, fieldsOf } from '../format/fieldLabels';
import { useEntityDescriptors } from '../useEntityDescriptors';
import type { EntityFormProps } from './EntityForm';

// The form library loads with the first form opened, not with the list or detail page.
const EntityForm = lazy(() => import('./EntityForm').then((m) => ({ default: m.EntityForm })));

/**
 * The dialog's form with a leave guard of its own: a link, the browser's back button or a
 * tab close while it holds changes asks first, as the full-page form does. Mounted only while
 * the dialog is open, so the pages that hold a closed dialog hold no router blocker.
 */
function GuardedForm({ onDirtyChange, onSaved, ...props }: EntityFormProps) {
  const { blocker, setDirty } = useLeaveGuard();
  const dirtyChanged = useCallback(
    (dirty: boolean) => {
      setDirty(dirty);
      onDirtyChange?.(dirty);
    },
    [setDirty, onDirtyChange],
  );
  return (
    <>
      <EntityForm
        {...props}
        onDirtyChange={dirtyChanged}
        onSaved={(saved) => {
          // Before the caller's onSaved, which may navigate.
          setDirty(false);
          onSaved(saved);
        }}
      />
      <LeaveDialog blocker={blocker} />
    </>
  );
}

/**
 * Create or edit a record in a dialog, where the entity has no form route of its
 * own (settings lists, related lines). Closing (cross, Escape, Cancel) or leaving through a
 * link with unsaved changes asks first.
 * @example <EntityFormDialog control={dialog} descriptor={line} row={null} fixedValues={{ quotation_id: 7 }} onSaved={reload} />
 */
export function EntityFormDialog({
  control,
  descriptor,
  row,
  fixedValues,
  initialValues,
  onSaved,
}: {
  control: DialogControl;
  descriptor: EntityDescriptor;
  row: EntityRow | null;
  fixedValues?: Readonly<Record<string, unknown>>;
  /** Values a new record starts with, shown and editable (a calendar slot's dates). */
  initialValues?: Readonly<Record<string, unknown>>;
  onSaved: (row: EntityRow) => void;
}) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const leave = useDialog();
  const references = useEntityDescriptors(
    control.isOpen ? referencedEntities(descriptor, Object.keys(fieldsOf(descriptor))) : [],
  );
  const guarded = useMemo<DialogControl>(
    () => ({ ...control, close: () => (dirty ? leave.open() : control.close()) }),
    [control, dirty, leave],
  );
  const name = entityTitle(t, descriptor);
  return (
    <>
      <Dialog
        control={guarded}
        name="entity-form"
        title={
          row ? t('entity:form.editTitle', { entity: name }) : t('entity:form.createTitle', { entity: name })
        }
        width={descriptor.lines ? 1100 : 720}
        height="auto"
        onClose={() => setDirty(false)}
      >
        {control.isOpen && references.descriptors ? (
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <GuardedForm
              key={row?.id ?? 'new'}
              descriptor={descriptor}
              referenced={references.descriptors}
              row={row}
              fixedValues={fixedValues}
              initialValues={initialValues}
              onDirtyChange={setDirty}
              onSaved={(saved) => {
                setDirty(false);
                control.close();
                onSaved(saved);
              }}
              onCancel={guarded.close}
            />
          </Suspense>
        ) : (
          <Spinner label={t('common:loading')} />
        )}
      </Dialog>
      <ConfirmDialog
        control={leave}
        title={t('entity:leave.title')}
        message={t('entity:leave.body')}
        confirmText={t('entity:leave.confirm')}
        onConfirm={async () => {
          setDirty(false);
          control.close();
        }}
      />
    </>
  );
}
