import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api } from '../../../src/platform/api/apiClient';
import { Dialog } from '../../../src/widgets/Dialog';
import { SelectField } from '../../../src/widgets/SelectField';
import type { DialogControl } from '../../../src/widgets/useDialog';
import { useDialogAction } from '../../../src/widgets/useDialogAction';
import { useUserOptions } from './useUserOptions';

/**
 * An administrator hands every pending sign-off item of a person (one who leaves) to a
 * successor in one step: `POST /api/wf/hand-over {fromUserId, toUserId}` answers how many moved.
 * @example <HandOverDialog control={dialog} />
 */
export function HandOverDialog({ control }: { control: DialogControl }) {
  const { t } = useTranslation('wf');
  const alert = useAlert();
  const action = useDialogAction(control);
  const { options } = useUserOptions();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  useEffect(() => {
    if (control.isOpen) {
      setFrom(null);
      setTo(null);
      setErrors({});
    }
  }, [control.isOpen]);

  const submit = () => {
    const found = {
      ...(from === null ? { from: t('admin.handOver.chooseFrom') } : {}),
      ...(to === null
        ? { to: t('admin.handOver.chooseTo') }
        : from === to
          ? { to: t('admin.handOver.same') }
          : {}),
    };
    setErrors(found);
    if (found.from || found.to) return;
    void action.run(async () => {
      try {
        const { moved } = await api.post<{ moved: number }>('/api/wf/hand-over', {
          fromUserId: from,
          toUserId: to,
        });
        alert.success(t('admin.handOver.done', { count: moved }));
      } catch (error) {
        alert.error(error);
        throw error;
      }
    });
  };

  return (
    <Dialog
      control={control}
      name="hand-over"
      title={t('admin.handOver.title')}
      height="auto"
      width={480}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: action.busy },
        { text: t('admin.handOver.submit'), color: 'primary', loading: action.busy, onClick: submit },
      ]}
    >
      <p>{t('admin.handOver.intro')}</p>
      <SelectField<number>
        label={t('admin.handOver.from')}
        required
        value={from}
        options={options}
        error={errors.from}
        onChange={setFrom}
      />
      <SelectField<number>
        label={t('admin.handOver.to')}
        required
        value={to}
        options={options}
        error={errors.to}
        onChange={setTo}
      />
    </Dialog>
  );
}
