import { describe, expect, it } from 'vitest';
import { loadEntityDescriptors } from './loadEntityDescriptors';
import { pickListRights } from './pickListRights';

describe('pickListRights from the shipped descriptors', () => {
  const rights = pickListRights(loadEntityDescriptors());

  it('lets the writers of what references an entity pick it, line items by their document', () => {
    expect(rights.get('cm.organization')).toEqual(
      expect.arrayContaining(['cm.use.quotation.actions.create', 'cm.use.lead.actions.edit']),
    );
    // Quotation lines (view and export only) are written with their quotation.
    expect(rights.get('cm.taxCategory')).toEqual(
      expect.arrayContaining(['cm.use.quotation.actions.create', 'cm.use.product.actions.edit']),
    );
    expect(rights.get('cm.taxCategory')).not.toContain('cm.use.quotation.actions.view');
  });

  it('gives readers only what their list filters or their board groups by', () => {
    expect(rights.get('cm.pipelineStage')).toContain('cm.use.lead.actions.view');
    expect(rights.get('cm.tag')).toContain('cm.use.lead.actions.view');
    expect(rights.get('cm.organization')).not.toContain('cm.use.lead.actions.view');
  });

  it('opens nothing no descriptor or listed screen references', () => {
    for (const id of ['cm.lead', 'sc.bookmark', 'sc.notifyRule', 'as.leaveMovement'])
      expect(rights.has(id), id).toBe(id === 'cm.lead');
    // A balance movement names its leave type: whoever grants or adjusts picks among them.
    expect(rights.get('as.leaveType')).toContain('as.admin.leaveBalance.actions.create');
    // A punch names its clock device: whoever records punches, or filters them by device, picks among them.
    expect(rights.get('sc.clockDevice')).toEqual([
      'as.admin.punch.actions.create',
      'as.admin.punch.actions.view',
    ]);
    expect(rights.get('sc.jobPosition')).toEqual(['sc.admin.user.actions.view']);
  });
});
