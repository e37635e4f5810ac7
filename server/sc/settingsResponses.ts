import { HttpError, ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import { StaleSettingError } from '../settings/saveSetting';
import type { SettingRecord } from '../settings/settingsStore';

/** The answer body of a settings document: its fields and the version to send back when saving. */
export function settingsData<T extends object>(record: SettingRecord<T>): T & { version: number } {
  return { ...record.value, version: record.version };
}

/** 422 with the field errors, when there are any. */
export function refuseInvalid(errors: Record<string, string[]>, lang: Language): void {
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
}

/**
 * Runs a save and turns a stale version into 409 `{message, data}`, `data` being what is
 * stored now (the same shape as GET), so the screen can offer to reload it.
 */
export async function withConflictAnswer<T extends object>(
  save: () => Promise<SettingRecord<T>>,
  lang: Language,
): Promise<SettingRecord<T>> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleSettingError)
      throw new HttpError(409, translate(lang, 'sc:settings.conflict'), {
        data: settingsData(error.current as SettingRecord<T>),
      });
    throw error;
  }
}
