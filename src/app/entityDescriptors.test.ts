import { describe, expect, it } from 'vitest';
import { entityDescriptorLoaders } from './entityDescriptors';

// The web finds a descriptor by the id its file name gives; each file must say the same id.
describe('entity descriptor loaders', () => {
  it('load every descriptor under the id its file says', async () => {
    const ids = Object.keys(entityDescriptorLoaders);
    expect(ids).toContain('cm.lead');
    expect(ids.length).toBeGreaterThanOrEqual(23);
    for (const id of ids) expect((await entityDescriptorLoaders[id]?.())?.id).toBe(id);
  });
});
