import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { EntityDescriptor } from './entityDescriptorSchema';
import { ENTITY_SCHEMA_AJV_OPTIONS, entityJsonSchema } from './entityJsonSchema';

const product: EntityDescriptor = {
  id: 'cm.product',
  module: 'cm',
  title: 'cm:x',
  api: '/api/cm/product',
  table: 'cm_products',
  permission: 'cm.use.product',
  actions: ['view'],
  labelField: 'name',
  fields: {
    name: { type: 'string', title: 'cm:name', required: true, maxLength: 10 },
    price: { type: 'decimal', title: 'cm:price', scale: 2, minimum: 0 },
    kind: { type: 'enum', title: 'cm:kind', options: ['good', 'service'] },
    launched: { type: 'date', title: 'cm:launched' },
    email: { type: 'string', title: 'cm:email', format: 'email' },
    opens_at: { type: 'string', title: 'cm:opensAt', format: 'time' },
    total: { type: 'decimal', title: 'cm:total', readOnly: true },
    active: { type: 'boolean', title: 'cm:active', required: true, default: true },
  },
  list: { columns: ['name'], defaultSort: 'name' },
};

const ajv = addFormats(new Ajv({ allErrors: true, ...ENTITY_SCHEMA_AJV_OPTIONS }));

describe('entityJsonSchema', () => {
  const create = ajv.compile(entityJsonSchema(product, 'create'));
  const update = ajv.compile(entityJsonSchema(product, 'update'));

  it('takes a time of day as HH:MM on 24 hours, and nothing else', () => {
    for (const time of ['00:00', '09:05', '23:59'])
      expect(create({ name: 'Pen', opens_at: time }), time).toBe(true);
    for (const time of ['9:05', '24:00', '12:60', '09:05:00', '0905', ' 09:05'])
      expect(create({ name: 'Pen', opens_at: time }), time).toBe(false);
  });

  it('requires required fields without defaults on create', () => {
    expect(create({ name: 'Pen' })).toBe(true);
    expect(create({})).toBe(false);
    expect(create({ name: '' })).toBe(false);
  });

  it('enforces types, lengths, formats, options and decimal places; optional fields take null', () => {
    expect(create({ name: 'Pen', price: 1.25, kind: 'good', launched: '2026-01-31', email: 'a@b.co' })).toBe(
      true,
    );
    expect(create({ name: 'Pen', price: null, kind: null, launched: null, email: null })).toBe(true);
    expect(create({ name: 'x'.repeat(11) })).toBe(false);
    expect(create({ name: 'Pen', price: -1 })).toBe(false);
    expect(create({ name: 'Pen', price: 1.234 })).toBe(false);
    // Cents that floating point cannot represent exactly are still whole cents.
    for (const price of [19.99, 0.07, 1234.56, 0.29, 9876543.21])
      expect(create({ name: 'Pen', price })).toBe(true);
    expect(create({ name: 'Pen', price: 19.991 })).toBe(false);
    expect(create({ name: 'Pen', kind: 'other' })).toBe(false);
    expect(create({ name: 'Pen', launched: '31/01/2026' })).toBe(false);
    expect(create({ name: 'Pen', email: 'not-mail' })).toBe(false);
    expect(create({ name: 5 })).toBe(false);
  });

  it('refuses read-only and unknown fields', () => {
    expect(create({ name: 'Pen', total: 3 })).toBe(false);
    expect(create({ name: 'Pen', colour: 'red' })).toBe(false);
  });

  it('makes updates partial but needs the version', () => {
    expect(update({ version: 3, price: 2 })).toBe(true);
    expect(update({ price: 2 })).toBe(false);
    expect(update({ version: 1, name: null })).toBe(false);
  });
});
