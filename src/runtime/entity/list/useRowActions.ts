import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EntityDescriptor, RowActionDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../platform/alerts/useAlert';
import { useDialog } from '../../../widgets/useDialog';
import { entityApi } from '../data/entityApi';
import type { EntityRow, RowAction } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';
import type { EntityLinks } from '../routing/useEntityLinks';
import type { RowActionsContext } from './gridCells';
import { postRowAction } from './postRowAction';
import { fillRowLink } from './fillRowLink';

const BUILT_IN = new Set<RowAction>(['view', 'edit', 'delete', 'restore']);

/** A descriptor row action waiting for its question (confirm, reason) on one row. */
export interface PendingRowAction {
  row: EntityRow;
  action: RowActionDescriptor;
  /** The question's title, message and button, translated. */
  title: string;
  message?: string;
}

export interface RowActions {
  grid: RowActionsContext;
  /** The descriptor row action asking its question, and the dialog that asks it. */
  pendingCustom: PendingRowAction | null;
  promptDialog: ReturnType<typeof useDialog>;
  runCustom: (pending: PendingRowAction, reason: string | null, date?: string | null) => Promise<void>;
  /** Rows waiting for the delete confirmation. */
  pendingDelete: number[];
  confirmDialog: ReturnType<typeof useDialog>;
  askDelete: (ids: number[]) => void;
  confirmDelete: () => Promise<void>;
  /** The row being edited in a dialog (when the entity has no edit route). */
  editing: EntityRow | null;
  formDialog: ReturnType<typeof useDialog>;
  openCreate: () => void;
}

/**
 * What the list's rows can do and how: view and edit go to the entity's routes
 * (or a dialog when it has none), delete asks first, restore needs no question.
 */
export function useRowActions(
  descriptor: EntityDescriptor,
  links: EntityLinks,
  afterWrite: () => void,
): RowActions {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const refresh = useEntityCacheRefresh();
  const confirmDialog = useDialog();
  const formDialog = useDialog();
  const [pendingDelete, setPendingDelete] = useState<number[]>([]);
  const [editing, setEditing] = useState<EntityRow | null>(null);
  const promptDialog = useDialog();
  const [pendingCustom, setPendingCustom] = useState<PendingRowAction | null>(null);
  const rows = useMemo(() => entityApi(descriptor.api), [descriptor.api]);
  const custom = useMemo(
    () => new Map((descriptor.list.rowActions ?? []).map((a) => [a.key, a])),
    [descriptor.list.rowActions],
  );

  /** Carries out a descriptor row action (its question answered, when it asks one). */
  const runCustom = useCallback(
    async ({ row, action }: PendingRowAction, reason: string | null, date: string | null = null) => {
      const name = labelOfRow(descriptor, row, i18n.language);
      try {
        await postRowAction(descriptor.api, row, action, reason, date);
        alert.success(t(action.done ?? 'entity:rowAction.done', { action: t(action.title), name }));
        void refresh(descriptor);
        afterWrite();
      } catch (error) {
        alert.error(error);
        throw error;
      }
    },
    [descriptor, i18n.language, alert, t, refresh, afterWrite],
  );

  const askDelete = useCallback(
    (ids: number[]) => {
      setPendingDelete(ids);
      confirmDialog.open();
    },
    [confirmDialog],
  );

  const confirmDelete = async () => {
    try {
      const [single] = pendingDelete;
      let count = 1;
      // One row goes through its own DELETE (as its row action does); several through bulk-delete.
      if (pendingDelete.length === 1 && single !== undefined) await rows.remove(single);
      else count = await rows.bulkDelete(pendingDelete);
      alert.success(t('entity:list.deleted', { count }));
      setPendingDelete([]);
      void refresh(descriptor);
      afterWrite();
    } catch (error) {
      alert.error(error);
      throw error;
    }
  };

  const onAction = useCallback(
    (row: EntityRow, action: RowAction) => {
      if (action === 'view' && links.view) navigate(links.view(row.id));
      else if (action === 'edit' && links.edit) navigate(links.edit(row.id));
      else if (action === 'edit') {
        setEditing(row);
        formDialog.open();
      } else if (action === 'delete') askDelete([row.id]);
      else if (custom.has(action)) {
        const rowAction = custom.get(action)!;
        const name = labelOfRow(descriptor, row, i18n.language);
        if (rowAction.link) navigate(fillRowLink(rowAction.link, row));
        else if (rowAction.confirm || rowAction.reason || rowAction.date) {
          setPendingCustom({
            row,
            action: rowAction,
            title: t(rowAction.title),
            ...(rowAction.confirm ? { message: t(rowAction.confirm, { name }) } : {}),
          });
          promptDialog.open();
        } else void runCustom({ row, action: rowAction, title: t(rowAction.title) }, null).catch(() => {});
      } else if (action === 'restore') {
        rows.restore(row.id).then(
          () => {
            alert.success(t('entity:list.restored'));
            void refresh(descriptor);
            afterWrite();
          },
          (error: unknown) => alert.error(error),
        );
      }
    },
    [
      links,
      navigate,
      formDialog,
      askDelete,
      rows,
      alert,
      t,
      refresh,
      descriptor,
      afterWrite,
      custom,
      i18n.language,
      promptDialog,
      runCustom,
    ],
  );

  const grid = useMemo<RowActionsContext>(() => {
    const actionsFor = (row: EntityRow) =>
      (row.allowedActions ?? []).filter((action) =>
        // A deleted row cannot be opened (the API hides it); view needs a screen to go to.
        action === 'view'
          ? links.view !== null && !row.deleted_at
          : BUILT_IN.has(action) || custom.has(action),
      );
    const textOf = (action: RowAction, name: string) => {
      const own = custom.get(action);
      return own
        ? {
            text: t(own.title),
            label: t('entity:rowAction.customNamed', { action: t(own.title), name }),
            ...(own.icon ? { icon: own.icon } : {}),
          }
        : { text: t(`entity:rowAction.${action}`), label: t(`entity:rowAction.${action}Named`, { name }) };
    };
    return {
      actionsFor,
      textOf,
      onAction,
      openRow: (row) => {
        const allowed = actionsFor(row);
        const action = allowed.includes('view') ? 'view' : allowed.includes('edit') ? 'edit' : null;
        if (action) onAction(row, action);
      },
      labelOf: (row) => labelOfRow(descriptor, row, i18n.language),
    };
  }, [links.view, onAction, descriptor, i18n.language, custom, t]);

  const openCreate = useCallback(() => {
    if (links.create) navigate(links.create);
    else {
      setEditing(null);
      formDialog.open();
    }
  }, [links.create, navigate, formDialog]);

  return {
    grid,
    pendingCustom,
    promptDialog,
    runCustom,
    pendingDelete,
    confirmDialog,
    askDelete,
    confirmDelete,
    editing,
    formDialog,
    openCreate,
  };
}
