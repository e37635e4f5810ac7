import { useTranslation } from 'react-i18next';
import { SelectFormScreen } from '../../wf/use/SelectFormScreen';

/** The sign-off kinds attendance runs (server/wf/kinds/buildWfKinds.ts): its requests. */
export const ATTENDANCE_KINDS = [
  'leave',
  'overtime',
  'overtime-compensation',
  'shift-adjustment',
  'unpunch',
] as const;

/**
 * `/as/use/workflow`: the attendance request forms the caller may apply with (leave, ...), the
 * sign-off's own form picker narrowed to attendance's kinds; each opens the sign-off's form.
 */
export function AttendanceFormsScreen() {
  const { t } = useTranslation('as');
  return (
    <SelectFormScreen
      kinds={ATTENDANCE_KINDS}
      title={t('routes.use.workflow.title')}
      intro={t('workflow.intro')}
    />
  );
}
