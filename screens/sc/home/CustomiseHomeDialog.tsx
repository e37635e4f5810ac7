import { Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeWidget, MyHomePanel } from '../../../schemas/sc/settings/homeWidgets';
import { Dialog } from '../../../src/widgets/Dialog';
import { ReorderableList } from '../../../src/widgets/ReorderableList';
import type { DialogControl } from '../../../src/widgets/useDialog';

export interface CustomiseHomeDialogProps {
  control: DialogControl;
  /** The panels the user may choose from (allowed and permitted), in their current order. */
  panels: readonly MyHomePanel[];
  /** Each panel's heading, already translated. */
  names: Readonly<Record<HomeWidget, string>>;
  /** Stores the choice; a rejection keeps the dialog open with its message. */
  onSave: (panels: MyHomePanel[]) => Promise<void>;
}

/**
 * Which home panels the user sees and in which order: a checkbox per panel and move up /
 * move down buttons (keyboard and screen-reader friendly; focus follows the moved panel).
 * @example <CustomiseHomeDialog control={dialog} panels={panels} names={names} onSave={save} />
 */
export function CustomiseHomeDialog({ control, panels, names, onSave }: CustomiseHomeDialogProps) {
  const { t } = useTranslation(['general', 'common']);
  const [draft, setDraft] = useState<MyHomePanel[]>(() => [...panels]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      control.close();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('home.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      control={control}
      name="customise-home"
      title={t('home.customiseTitle')}
      height="auto"
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close },
        { text: t('common:action.save'), color: 'primary', loading: saving, onClick: save },
      ]}
    >
      <p>{t('home.customiseIntro')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ReorderableList
        items={draft}
        keyOf={(panel) => panel.key}
        nameOf={(panel) => names[panel.key]}
        onReorder={setDraft}
        aria-label={t('home.panelList')}
      >
        {(panel) => (
          <Checkbox
            checked={panel.visible}
            aria-label={t('home.show', { name: names[panel.key] })}
            onChange={(event) => {
              const visible = event.target.checked;
              setDraft(draft.map((p) => (p.key === panel.key ? { ...p, visible } : p)));
            }}
          >
            {names[panel.key]}
          </Checkbox>
        )}
      </ReorderableList>
    </Dialog>
  );
}
