import {
  LanguageWidget,
  LogoWidget,
  MonthWidget,
  TimeZoneWidget,
} from '../../screens/sc/company/companySettingsWidgets';
import { HomePanelsWidget } from '../../screens/sc/home/HomePanelsWidget';
import { ModulesWidget, SeatsWidget, seatsFromDraft } from '../../screens/sc/license/licenseWidgets';
import { GeofenceSitesWidget, geofenceSitesFromDraft } from '../../screens/sc/map/GeofenceSitesWidget';
import { DepartmentWidget } from '../runtime/settings/DepartmentWidget';
import { PasswordWidget } from '../runtime/settings/PasswordWidget';
import type { SettingsWidgetRegistry } from '../runtime/settings/SettingsWidget';

/**
 * The field widgets settings descriptors may name (`"widget": "logo"`): the explicit map
 * the generic settings screen consults, built here because src/runtime may not import
 * screens/. settingsWidgets.test.ts fails when a descriptor names a widget missing here.
 */
export const settingsWidgets: SettingsWidgetRegistry = {
  logo: { render: LogoWidget },
  timeZone: { render: TimeZoneWidget },
  language: { render: LanguageWidget },
  month: { render: MonthWidget },
  password: { render: PasswordWidget },
  department: { render: DepartmentWidget },
  geofenceSites: { render: GeofenceSitesWidget, fromDraft: geofenceSitesFromDraft },
  homePanels: { render: HomePanelsWidget },
  seats: { render: SeatsWidget, fromDraft: seatsFromDraft },
  modules: { render: ModulesWidget },
};
