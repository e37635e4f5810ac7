import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { type GeofenceSite, MAP_LIMITS } from '../../../schemas/sc/settings/mapSettingLimits';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import { SettingCheckbox } from '../../../src/runtime/settings/SettingCheckbox';
import { SettingNumberField } from '../../../src/runtime/settings/SettingNumberField';
import { SettingsStaleSaveDialog } from '../../../src/runtime/settings/SettingsStaleSaveDialog';
import { SettingsLoadStatus } from '../../../src/runtime/settings/SettingsLoadStatus';
import { useStructuredSettings } from '../settings/useStructuredSettings';
import '../../../src/runtime/settings/settings.css';
import './mapSettings.css';

/** The right to change the map settings (server: PUT /api/sc/map). */
export const EDIT_MAP_RIGHT = 'sc.admin.map.actions.edit';

/** A site as typed: numbers stay text until saved, so a half-typed "-" is not lost. */
type SiteDraft = { [K in keyof GeofenceSite]: string };
interface MapDraft {
  apiKey: string;
  geofenceEnabled: boolean;
  sites: Array<GeofenceSite | SiteDraft>;
}

const asText = (site: GeofenceSite | SiteDraft): SiteDraft => ({
  name: String(site.name),
  latitude: String(site.latitude),
  longitude: String(site.longitude),
  radius: String(site.radius),
});
const asNumber = (text: string): number | string =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/**
 * `/sc/google-map`: the Google Maps API key (shown only to administrators; staff never
 * receive it) and the clock-in geofence: whether clock-ins must be near a site, and the
 * sites with their latitude, longitude and radius in metres.
 */
export function MapSettingsScreen() {
  const { t } = useTranslation('sc');
  const session = useSession();
  const canEdit = hasPermission(session?.user.userPermission, EDIT_MAP_RIGHT);
  const doc = useStructuredSettings<MapDraft>('/api/sc/map/settings', '/api/sc/map');
  const value = doc.value;

  const setSite = (i: number, field: keyof GeofenceSite, text: string) =>
    doc.change(
      (v) => ({ ...v, sites: v.sites.map((s, j) => (j === i ? { ...asText(s), [field]: text } : s)) }),
      `sites.${i}.${field}`,
      'sites',
    );

  const save = (event: React.FormEvent) => {
    if (!value) return;
    const sites = value.sites.map((s) => {
      const text = asText(s);
      return {
        name: text.name,
        latitude: asNumber(text.latitude),
        longitude: asNumber(text.longitude),
        radius: asNumber(text.radius),
      };
    });
    void doc.submit({ apiKey: value.apiKey, geofenceEnabled: value.geofenceEnabled, sites }, event);
  };

  return (
    <section className="shell-card settings-screen" aria-labelledby="map-title">
      <h1 id="map-title">{t('routes.googleMap.title')}</h1>
      <p>{t('map.intro')}</p>
      {doc.status !== 'ready' || !value ? (
        <SettingsLoadStatus status={doc.status} error={doc.loadError} onRetry={() => void doc.retry()} />
      ) : (
        <form onSubmit={save} noValidate aria-labelledby="map-title">
          {!canEdit && <p className="settings-screen__read-only">{t('settings.readOnly')}</p>}
          <FormError message={doc.formError} />
          <fieldset disabled={!canEdit}>
            <legend>{t('map.apiKey')}</legend>
            <TextField
              label={t('map.apiKey')}
              name="apiKey"
              type="password"
              autoComplete="off"
              maxLength={MAP_LIMITS.apiKeyMaxLength}
              value={value.apiKey}
              error={doc.errors.apiKey}
              onChange={(event) => {
                const apiKey = event.target.value;
                doc.change((v) => ({ ...v, apiKey }), 'apiKey');
              }}
            />
          </fieldset>
          <fieldset disabled={!canEdit}>
            <legend>{t('map.sites')}</legend>
            <SettingCheckbox
              label={t('map.geofenceEnabled')}
              name="geofenceEnabled"
              checked={value.geofenceEnabled}
              onChange={(on) => doc.change((v) => ({ ...v, geofenceEnabled: on }), 'sites')}
            />
            {doc.errors.sites && <p className="form-error">{doc.errors.sites}</p>}
            {value.sites.length === 0 && <p>{t('map.noSitesYet')}</p>}
            {value.sites.map((site, i) => {
              const text = asText(site);
              const number = (field: 'latitude' | 'longitude' | 'radius') => (
                <SettingNumberField
                  label={t(`map.${field}`)}
                  name={`sites.${i}.${field}`}
                  value={text[field]}
                  min={MAP_LIMITS[field].minimum}
                  max={MAP_LIMITS[field].maximum}
                  step={field === 'radius' ? 1 : 'any'}
                  error={doc.errors[`sites.${i}.${field}`]}
                  onChange={(next) => setSite(i, field, next)}
                />
              );
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: sites have no id; the index is their identity while editing.
                <fieldset key={i} className="map-site">
                  <legend>{text.name || t('map.siteName')}</legend>
                  <TextField
                    label={t('map.siteName')}
                    name={`sites.${i}.name`}
                    maxLength={MAP_LIMITS.siteNameMaxLength}
                    value={text.name}
                    error={doc.errors[`sites.${i}.name`]}
                    onChange={(event) => setSite(i, 'name', event.target.value)}
                  />
                  {number('latitude')}
                  {number('longitude')}
                  {number('radius')}
                  {canEdit && (
                    <Button
                      onClick={() =>
                        doc.change((v) => ({ ...v, sites: v.sites.filter((_, j) => j !== i) }), 'sites')
                      }
                    >
                      {t('map.removeSite', { name: text.name })}
                    </Button>
                  )}
                </fieldset>
              );
            })}
            {canEdit && value.sites.length < MAP_LIMITS.maxSites && (
              <Button
                onClick={() =>
                  doc.change((v) => ({
                    ...v,
                    sites: [...v.sites, { name: '', latitude: '', longitude: '', radius: '200' }],
                  }))
                }
              >
                {t('map.addSite')}
              </Button>
            )}
          </fieldset>
          {canEdit && (
            <Button color="primary" htmlType="submit" loading={doc.saving}>
              {t('common:action.save')}
            </Button>
          )}
        </form>
      )}
      <SettingsStaleSaveDialog doc={doc} />
    </section>
  );
}
