import { describe, expect, it } from 'vitest';
import { COMPANY_SETTING_RULES } from './companySettingRules';
import { SECURITY_SETTING_RULES } from './securitySettingRules';
import { settingProblem } from './settingRules';

describe('settingProblem', () => {
  it('checks numbers against their type and limits', () => {
    const hours = SECURITY_SETTING_RULES.autoLogoutDuration;
    expect(settingProblem(hours, 0.1)).toBeNull();
    expect(settingProblem(hours, 0.05)).toEqual({ rule: 'minimum', limit: 0.1 });
    expect(settingProblem(hours, 721)).toEqual({ rule: 'maximum', limit: 720 });
    expect(settingProblem(hours, Number.NaN)).toEqual({ rule: 'type' });
    expect(settingProblem(hours, '8')).toEqual({ rule: 'type' });
    expect(settingProblem(SECURITY_SETTING_RULES.lockMinutes, 1.5)).toEqual({ rule: 'integer' });
  });

  it('checks switches and texts', () => {
    expect(settingProblem(SECURITY_SETTING_RULES.captchaEnabled, true)).toBeNull();
    expect(settingProblem(SECURITY_SETTING_RULES.captchaEnabled, 'true')).toEqual({ rule: 'type' });
    expect(settingProblem(COMPANY_SETTING_RULES.name, '  ')).toEqual({ rule: 'required', limit: 1 });
    expect(settingProblem(COMPANY_SETTING_RULES.name, 'x'.repeat(101))).toEqual({
      rule: 'maxLength',
      limit: 100,
    });
    expect(settingProblem(COMPANY_SETTING_RULES.defaultLanguage, 'jp')).toBeNull();
    expect(settingProblem(COMPANY_SETTING_RULES.defaultLanguage, 'fr')).toEqual({ rule: 'enum' });
    expect(settingProblem(COMPANY_SETTING_RULES.logo, '')).toBeNull();
  });
});
