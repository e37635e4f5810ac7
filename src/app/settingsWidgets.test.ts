import { describe, expect, it } from 'vitest';
import type { SettingsDescriptor } from '../../schemas/core/settings/settingsDescriptorSchema';
import { settingsDescriptorLoaders } from './settingsDescriptors';
import { settingsWidgets } from './settingsWidgets';

describe('the settings widget registry', () => {
  it('has every widget a settings descriptor names, and every descriptor has a loader by its id', async () => {
    const ids = Object.keys(settingsDescriptorLoaders);
    expect(ids).toEqual(expect.arrayContaining(['sc.security', 'sc.company']));
    for (const id of ids) {
      const d: SettingsDescriptor = await settingsDescriptorLoaders[id]!();
      expect(d.id).toBe(id);
      for (const [name, field] of Object.entries(d.fields))
        if (field.widget)
          expect(settingsWidgets[field.widget], `${id}.${name}: ${field.widget}`).toBeDefined();
    }
  });
});
