import { useTranslation } from 'react-i18next';
import { type GeofenceSite, MAP_LIMITS } from '../../../schemas/sc/settings/mapSettingLimits';
import { SettingNumberField } from '../../../src/runtime/settings/SettingNumberField';
import type { SettingsWidgetProps } from '../../../src/runtime/settings/SettingsWidget';
import { Button } from '../../../src/widgets/Button';
import { TextField } from '../../../src/widgets/TextField';
import './mapSettings.css';

/** A site as typed: numbers stay text until saved, so a half-typed "-" is not lost. */
type SiteDraft = { [K in keyof GeofenceSite]: string };

const asText = (site: GeofenceSite | SiteDraft): SiteDraft => ({
  name: String(site.name),
  latitude: String(site.latitude),
  longitude: String(site.longitude),
  radius: String(site.radius),
});
const asNumber = (text: string): number | string =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

const sitesOf = (value: unknown): SiteDraft[] =>
  Array.isArray(value) ? (value as Array<GeofenceSite | SiteDraft>).map(asText) : [];

/** The sites to send: typed numbers become numbers (text that is no number goes as typed, for the server to refuse). */
export function geofenceSitesFromDraft(draft: unknown): unknown {
  return sitesOf(draft).map((site) => ({
    name: site.name,
    latitude: asNumber(site.latitude),
    longitude: asNumber(site.longitude),
    radius: asNumber(site.radius),
  }));
}

/**
 * `geofenceSites`: the clock-in sites, each a group with its name, latitude, longitude and
 * radius in metres, each with the server's message for its own `sites.{i}.{field}`.
 */
export function GeofenceSitesWidget({ value, onChange, error, errors, disabled }: SettingsWidgetProps) {
  const { t } = useTranslation('sc');
  const sites = sitesOf(value);
  const setSite = (i: number, field: keyof GeofenceSite, text: string) =>
    onChange(sites.map((s, j) => (j === i ? { ...s, [field]: text } : s)));
  return (
    <>
      {error && <p className="form-error">{error}</p>}
      {sites.length === 0 && <p>{t('map.noSitesYet')}</p>}
      {sites.map((site, i) => {
        const number = (field: 'latitude' | 'longitude' | 'radius') => (
          <SettingNumberField
            label={t(`map.${field}`)}
            name={`sites.${i}.${field}`}
            value={site[field]}
            min={MAP_LIMITS[field].minimum}
            max={MAP_LIMITS[field].maximum}
            step={field === 'radius' ? 1 : 'any'}
            error={errors[`sites.${i}.${field}`]}
            onChange={(next) => setSite(i, field, next)}
          />
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sites have no id; the index is their identity while editing.
          <fieldset key={i} className="map-site">
            <legend>{site.name || t('map.siteName')}</legend>
            <TextField
              label={t('map.siteName')}
              name={`sites.${i}.name`}
              maxLength={MAP_LIMITS.siteNameMaxLength}
              value={site.name}
              error={errors[`sites.${i}.name`]}
              onChange={(event) => setSite(i, 'name', event.target.value)}
            />
            {number('latitude')}
            {number('longitude')}
            {number('radius')}
            {!disabled && (
              <Button onClick={() => onChange(sites.filter((_, j) => j !== i))}>
                {t('map.removeSite', { name: site.name })}
              </Button>
            )}
          </fieldset>
        );
      })}
      {!disabled && sites.length < MAP_LIMITS.maxSites && (
        <Button
          onClick={() => onChange([...sites, { name: '', latitude: '', longitude: '', radius: '200' }])}
        >
          {t('map.addSite')}
        </Button>
      )}
    </>
  );
}
