import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';

/**
 * Two small descriptors for the resource runtime's tests, independent of the
 * product's own: an admin-side settings list and a user-side record that
 * references it. Staff may use deals (cm.use); only managers and admin may
 * manage stages (cm.admin).
 */
export function testStage(): EntityDescriptor {
  return {
    id: 'cm.testStage',
    module: 'cm',
    title: 'cm:test.stage',
    api: '/api/cm/test-stage',
    table: 'test_stages',
    permission: 'cm.admin.testStage',
    actions: ['view', 'create', 'edit', 'delete', 'export', 'import'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'cm:test.name', required: true, maxLength: 50, unique: true },
      sort: { type: 'integer', title: 'cm:test.sort', default: 0 },
    },
    list: {
      columns: ['name', 'sort'],
      defaultSort: 'sort',
      sortable: ['name', 'sort'],
      quickSearch: ['name'],
    },
  };
}

export function testDeal(): EntityDescriptor {
  return {
    id: 'cm.testDeal',
    module: 'cm',
    title: 'cm:test.deal',
    api: '/api/cm/test-deal',
    table: 'test_deals',
    permission: 'cm.use.testDeal',
    actions: ['view', 'create', 'edit', 'delete', 'export', 'import'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:test.subject', required: true, maxLength: 100 },
      amount: { type: 'decimal', title: 'cm:test.amount', scale: 2, minimum: 0 },
      stage_id: { type: 'reference', title: 'cm:test.stage', reference: 'cm.testStage' },
      status: { type: 'enum', title: 'cm:test.status', options: ['open', 'won', 'lost'], default: 'open' },
      closes_on: { type: 'date', title: 'cm:test.closesOn' },
      won: { type: 'boolean', title: 'cm:test.won', default: false },
      notes: { type: 'text', title: 'cm:test.notes' },
    },
    list: {
      columns: ['subject', 'amount', 'stage_id', 'status'],
      defaultSort: '-amount',
      sortable: ['subject', 'amount', 'status', 'closes_on', 'updated_at'],
      quickSearch: ['subject', 'notes'],
      filters: ['status', 'won', 'amount', 'closes_on'],
    },
  };
}
