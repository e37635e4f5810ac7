import { describe, expect, it } from 'vitest';
import security from '../../sc/settings/security.settings.json';
import company from '../../sc/settings/company.settings.json';
import type { SettingsDescriptor } from './settingsDescriptorSchema';
import { settingProblem, settingRulesOf } from './settingRules';

const SECURITY = settingRulesOf(security as SettingsDescriptor);
const COMPANY = settingRulesOf(company as SettingsDescriptor);

describe('settingProblem', () => {
  it('checks numbers against their type and limits', () => {
    const hours = SECURITY.autoLogoutDuration!;
    expect(settingProblem(hours, 0.1)).toBeNull();
    expect(settingProblem(hours, 0.05)).toEqual({ rule: 'minimum', limit: 0.1 });
    expect(settingProblem(hours, 721)).toEqual({ rule: 'maximum', limit: 720 });
    expect(settingProblem(hours, Number.NaN)).toEqual({ rule: 'type' });
    expect(settingProblem(hours, '8')).toEqual({ rule: 'type' });
    expect(settingProblem(SECURITY.lockMinutes!, 1.5)).toEqual({ rule: 'integer' });
  });

  it('checks switches and texts', () => {
    expect(settingProblem(SECURITY.captchaEnabled!, true)).toBeNull();
    expect(settingProblem(SECURITY.captchaEnabled!, 'true')).toEqual({ rule: 'type' });
    expect(settingProblem(COMPANY.name!, '  ')).toEqual({ rule: 'required', limit: 1 });
    expect(settingProblem(COMPANY.name!, 'x'.repeat(101))).toEqual({
      rule: 'maxLength',
      limit: 100,
    });
    expect(settingProblem(COMPANY.defaultLanguage!, 'jp')).toBeNull();
    expect(settingProblem(COMPANY.defaultLanguage!, 'fr')).toEqual({ rule: 'enum' });
    expect(settingProblem(COMPANY.logo!, '')).toBeNull();
  });
});
