import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(800)]);

/** A supplier agreement's attributes: a party, an amount, a date and a kind of contract. */
const AGREEMENT = {
  fields: [
    { key: 'party', type: 'text', label: { tw: '對方', en: 'Counterparty' }, required: true },
    { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' }, required: true, minimum: 0 },
    { key: 'signed', type: 'date', label: { tw: '簽約日', en: 'Signing date' } },
    {
      key: 'kind',
      type: 'select',
      label: { tw: '類型', en: 'Type' },
      options: [
        { value: 'buy', label: { tw: '採購', en: 'Purchase' } },
        { value: 'sell', label: { tw: '銷售', en: 'Sales' } },
      ],
    },
  ],
};

// Document models (docs/guide-form-fields-by-model.md): a model's attributes are a form definition,
// checked as the sign-off designer's save checks one; a file's attributes are checked against its
// model's form on every write, indexed for search, and read under the file's access list.
describe.each(testDatabaseTargets())('document management: models and attributes on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let model: number;
  let folder: number;
  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const errorsOf = (response: { json: () => unknown }) =>
    (response.json() as { errors: Record<string, string[]> }).errors;
  const document = async () => {
    const up = await t.upload(admin, `/api/dm/document/upload?folder_id=${folder}`, 'Agreement.pdf', pdf());
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id as number;
    const read = await call(admin, 'GET', `/api/dm/document/${id}`);
    return { id, version: read.json().data.version as number };
  };

  it('refuses a model whose form breaks the designer’s rules, and saves a good one', async () => {
    const bad = await call(admin, 'POST', '/api/dm/model', {
      name: { tw: '壞範本' },
      definition: {
        fields: [
          { key: 'kind', type: 'select', label: { tw: '類型', en: 'Type' } },
          { key: 'kind', type: 'text', label: { tw: '重複', en: 'Again' } },
          { key: 'scan', type: 'file', label: { tw: '掃描', en: 'Scan' } },
        ],
      },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(errorsOf(bad).definition).toEqual([
      'Two fields have the key kind.',
      'Type needs choices.',
      'Scan: a form here cannot have file fields; attach files to the record itself.',
    ]);
    const shapeless = await call(admin, 'POST', '/api/dm/model', {
      name: { tw: '無名' },
      definition: { fields: [{ key: 'party', type: 'text', label: { tw: '' } }] },
    });
    expect(shapeless.statusCode, shapeless.body).toBe(422);
    expect(errorsOf(shapeless).definition?.[0]).toMatch(/^Field “party”: /);

    const good = await call(admin, 'POST', '/api/dm/model', {
      name: { tw: '供應商合約', en: 'Supplier agreement' },
      group_name: 'Legal',
      definition: AGREEMENT,
    });
    expect(good.statusCode, good.body).toBe(201);
    model = good.json().data.id as number;
    expect(good.json().data.definition).toEqual(AGREEMENT);
    const response = await call(admin, 'POST', '/api/dm/folder', { name: 'Agreements', parent_id: null });
    expect(response.statusCode, response.body).toBe(201);
    folder = Number(response.json().data.id);
  });

  it('refuses a wrong attribute and a missing required one on the attribute, and stores good ones tidied', async () => {
    const file = await document();
    const wrong = await call(admin, 'PUT', `/api/dm/document/${file.id}`, {
      version: file.version,
      model_id: model,
      attributes: { amount: '12.345', kind: 'lease' },
    });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(errorsOf(wrong)).toEqual({
      'attributes.party': ['Counterparty is required.'],
      'attributes.amount': ['Amount must be an amount with at most 2 decimal places.'],
      'attributes.kind': ['The selected Type is not one of its choices.'],
    });
    const none = await call(admin, 'PUT', `/api/dm/document/${file.id}`, {
      version: file.version,
      attributes: { party: 'Nobody' },
    });
    expect(none.statusCode, none.body).toBe(422);
    expect(errorsOf(none)).toEqual({ attributes: ['Choose a Model before filling in Attributes.'] });

    const saved = await call(admin, 'PUT', `/api/dm/document/${file.id}`, {
      version: file.version,
      model_id: model,
      attributes: {
        party: '  Formosa Steel Works ',
        amount: 1200.5,
        signed: '2026-11-02',
        kind: 'buy',
        extra: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes).toEqual({
      party: 'Formosa Steel Works',
      amount: '1200.50',
      signed: '2026-11-02',
      kind: 'buy',
    });
    // Without a model the file keeps no attributes.
    const cleared = await call(admin, 'PUT', `/api/dm/document/${file.id}`, {
      version: saved.json().data.version,
      model_id: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.attributes).toBeNull();
  });

  it('gives the forms to whoever reads files, and offers no inactive model to a file that has none', async () => {
    const forms = await call(staff, 'GET', '/api/dm/document/form-definitions/attributes');
    expect(forms.statusCode, forms.body).toBe(200);
    const listed = forms.json().data as Array<{
      id: number;
      label: string;
      active: boolean;
      definition: unknown;
    }>;
    expect(listed.find((m) => m.id === model)).toEqual({
      id: model,
      label: 'Supplier agreement',
      active: true,
      definition: AGREEMENT,
    });
    expect(listed.map((m) => m.label)).toEqual(expect.arrayContaining(['Contract', 'Official letter']));
    const read = await call(admin, 'GET', `/api/dm/model/${model}`);
    const off = await call(admin, 'PUT', `/api/dm/model/${model}`, {
      version: read.json().data.version,
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const file = await document();
    const refused = await call(admin, 'PUT', `/api/dm/document/${file.id}`, {
      version: file.version,
      model_id: model,
      attributes: { party: 'Late', amount: '1' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorsOf(refused)).toEqual({
      model_id: ['The selected Model is no longer in use: choose another.'],
    });
    const on = await call(admin, 'PUT', `/api/dm/model/${model}`, {
      version: off.json().data.version,
      is_active: true,
    });
    expect(on.statusCode, on.body).toBe(200);
  });

  it('finds a file by an attribute value, and shows its attributes only to those who may read it', async () => {
    const file = await document();
    const saved = await call(admin, 'PUT', `/api/dm/document/${file.id}`, {
      version: file.version,
      model_id: model,
      attributes: { party: '金門高粱酒廠', amount: '88000' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const search = async (who: SignedIn) => {
      const response = await call(who, 'GET', `/api/dm/document?search=${encodeURIComponent('高粱酒廠')}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((r) => r.id);
    };
    expect(await search(admin)).toEqual([file.id]);
    // The staff member is on no access list of the folder: the file, its attributes with it, is out of reach.
    expect(await search(staff)).toEqual([]);
    const read = await call(staff, 'GET', `/api/dm/document/${file.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('高粱');

    const granted = await call(admin, 'PUT', `/api/dm/folder/${folder}/access`, {
      inherit: true,
      entries: [{ owner: `u${staff.user.id}`, level: 'read' }],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await search(staff)).toEqual([file.id]);
    const now = await call(staff, 'GET', `/api/dm/document/${file.id}`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.attributes).toEqual({ party: '金門高粱酒廠', amount: '88000.00' });
  });

  it('seeds the demo’s models and files described by them', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/dm/document?search=${encodeURIComponent('台灣精密工業')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [found] = response.json().data as Array<{ name: string; attributes: Record<string, unknown> }>;
    expect(found?.name).toBe('Taiwan Precision - framework agreement.pdf');
    expect(found?.attributes).toEqual({
      counterparty: '台灣精密工業',
      amount: '1200000.00',
      signed_on: '2025-12-15',
      kind: 'sales',
    });
  });
});
