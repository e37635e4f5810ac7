import { flexibleHoursSettingsRules } from '../as/shifts/flexibleHoursRules';
import { clockingCheckRules } from '../as/clocking/clockingCheckRules';
import { companySettingsRules } from '../sc/company/companySettingsRules';
import { parameterRules } from '../fa/parameterRules';
import { homeSettingsRules } from '../sc/home/homeSettingsRules';
import { myHomeSettingsRules } from '../sc/home/myHomeSettingsRules';
import { licenseSettingsRules } from '../sc/license/licenseSettingsRules';
import { mapSettingsRules } from '../sc/mapSettings/mapSettingsRules';
import type { SettingsRules, SettingsRulesRegistry } from '../settings/document/SettingsRules';

/**
 * The business rules of every settings document, by the id its descriptor names in
 * `rules`: the explicit map the settings runtime consults (DESIGN.md section 9).
 */
export function buildSettingsRules(): SettingsRulesRegistry {
  return new Map<string, SettingsRules>([
    ['sc.company', companySettingsRules],
    ['sc.map', mapSettingsRules],
    ['sc.home', homeSettingsRules],
    ['sc.license', licenseSettingsRules],
    ['sc.myHome', myHomeSettingsRules],
    ['as.flexibleHours', flexibleHoursSettingsRules],
    ['as.clockingCheck', clockingCheckRules],
    ['fa.parameter', parameterRules],
  ]);
}
