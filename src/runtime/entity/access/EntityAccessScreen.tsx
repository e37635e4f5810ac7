import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../platform/api/apiClient';
import { useAlert } from '../../../platform/alerts/useAlert';
import { ScreenStatus } from '../common/ScreenStatus';
import { usePageTitle } from '../routing/usePageTitle';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { AccessListEditor } from './AccessListEditor';
import type { AccessEntry, AccessListAnswer } from './accessList';
import './accessList.css';

/**
 * Who may reach one row of an entity with an access list (`entity.access`, the route naming the
 * entity, `?id=` the row; docs/guide-access-lists.md): its grants, its inheritance, and what it
 * inherits. The server decides who may change it (manage on the row); others read it.
 * @example { path: 'advanced/main', screen: 'entity.access', entity: 'dm.document' }
 */
export function EntityAccessScreen() {
  const { t } = useTranslation();
  const alert = useAlert();
  const { entityId, recordId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  const [answer, setAnswer] = useState<AccessListAnswer | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const title = usePageTitle(t('entity:access.title'));
  const url = descriptor && recordId !== null ? `${descriptor.api}/${recordId}/access` : null;

  const load = useCallback(async () => {
    if (!url) return;
    try {
      setAnswer((await api.get<{ data: AccessListAnswer }>(url)).data);
      setLoadError(null);
    } catch (thrown) {
      setLoadError(thrown);
    }
  }, [url]);
  useEffect(() => {
    void load();
  }, [load]);

  if (recordId === null) return <ScreenStatus error={new Error(t('entity:errors.noRecord'))} />;
  if (!descriptor || !answer) return <ScreenStatus error={error ?? (loadError as Error | null)} />;
  const save = async (list: { inherit: boolean; entries: AccessEntry[] }) => {
    setSaving(true);
    try {
      setAnswer((await api.put<{ data: AccessListAnswer }>(url as string, list)).data);
      setGeneration((g) => g + 1);
      alert.success(t('entity:access.saved'));
    } catch (thrown) {
      alert.error(thrown);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="entity-access" aria-labelledby="entity-access-title">
      <h1 id="entity-access-title">{title}</h1>
      <AccessListEditor key={generation} answer={answer} saving={saving} onSave={(list) => void save(list)} />
    </section>
  );
}
