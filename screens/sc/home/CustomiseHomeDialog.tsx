import { Checkbox } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeWidget, MyHomePanel } from '../../../schemas/sc/settings/homeWidgets';
import { Button } from '../../../src/widgets/Button';
import { Dialog } from '../../../src/widgets/Dialog';
import type { DialogControl } from '../../../src/widgets/useDialog';
import './customiseHome.css';

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
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-move^="${focusAfterMove}:"]`);
    const enabled = [...(buttons ?? [])].filter((b) => !b.disabled);
    // The pressed button, or its sibling when the panel reached the top or the bottom.
    (enabled.find((b) => b.dataset.pressed === 'true') ?? enabled[0])?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    const [item] = next.splice(i, 1);
    if (!item) return;
    next.splice(i + by, 0, item);
    setDraft(next);
    for (const b of listRef.current?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])
      b.dataset.pressed = String(b.dataset.move === `${item.key}:${by}`);
    setFocusAfterMove(item.key);
  };
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
      <ol ref={listRef} className="customise-home__list" aria-label={t('home.panelList')}>
        {draft.map((panel, i) => {
          const name = names[panel.key];
          return (
            <li key={panel.key} className="customise-home__item">
              <Checkbox
                checked={panel.visible}
                aria-label={t('home.show', { name })}
                onChange={(event) => {
                  const visible = event.target.checked;
                  setDraft(draft.map((p) => (p.key === panel.key ? { ...p, visible } : p)));
                }}
              >
                {name}
              </Checkbox>
              <span className="customise-home__moves">
                <Button
                  size="small"
                  data-move={`${panel.key}:-1`}
                  disabled={i === 0}
                  aria-label={t('home.moveUp', { name })}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  data-move={`${panel.key}:1`}
                  disabled={i === draft.length - 1}
                  aria-label={t('home.moveDown', { name })}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
