import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
const pdf = (text: string) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<(${text})>>\nendobj\n`, 'latin1'),
    randomBytes(2000),
  ]);
/** A Windows program's first bytes: "MZ", then the PE header further in. */
const EXECUTABLE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(120),
  Buffer.from('PE\0\0', 'latin1'),
  randomBytes(400),
]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabaseTargets())(
  'document management: folders, access lists and versions on $name',
  (target) => {
    let t: TestServer;
    let admin: SignedIn;
    let manager: SignedIn;
    let staff: SignedIn;
    beforeAll(async () => {
      t = await startTestServer(target);
      [admin, manager, staff] = await Promise.all([
        t.signIn('admin'),
        t.signIn('manager'),
        t.signIn('staff'),
      ]);
    });
    afterAll(async () => t.close());

    const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.request({
        method,
        url,
        headers: { ...bearer(who.token), ...EN },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const upload = (who: SignedIn, url: string, name: string, body: Buffer) => t.upload(who, url, name, body);
    const folder = async (who: SignedIn, name: string, parent: number | null = null) => {
      const response = await call(who, 'POST', '/api/dm/folder', { name, parent_id: parent });
      expect(response.statusCode, response.body).toBe(201);
      return Number(response.json().data.id);
    };
    const grant = async (
      who: SignedIn,
      entity: 'folder' | 'document',
      id: number,
      inherit: boolean,
      entries: object[],
    ) => {
      const response = await call(who, 'PUT', `/api/dm/${entity}/${id}/access`, { inherit, entries });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const u = (who: SignedIn) => `u${who.user.id}`;
    const listedIds = async (who: SignedIn, url: string) => {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((r) => r.id);
    };

    it('inherits access down the folder tree, and a broken inheritance keeps only its own grants', async () => {
      const projects = await folder(admin, 'Projects');
      await grant(admin, 'folder', projects, true, [{ owner: u(manager), level: 'edit' }]);
      // The manager files a document and a sub-folder under a folder they may edit.
      const up = await upload(
        manager,
        `/api/dm/document/upload?folder_id=${projects}`,
        '預算.pdf',
        pdf('budget'),
      );
      expect(up.statusCode, up.body).toBe(201);
      const budget = up.json().data.id as number;
      const contracts = await folder(manager, 'Contracts', projects);

      // The staff member has no grant: the folder, its document, its versions and its bytes are out of sight.
      expect(await listedIds(staff, '/api/dm/folder/children?parent=null')).not.toContain(projects);
      expect(await listedIds(staff, `/api/dm/document?filter[folder_id]=${projects}`)).toEqual([]);
      expect((await call(staff, 'GET', `/api/dm/document/${budget}`)).statusCode).toBe(404);
      expect((await call(staff, 'GET', `/api/dm/document/${budget}/content`)).statusCode).toBe(404);
      expect(await listedIds(staff, `/api/dm/version?filter[document_id]=${budget}`)).toEqual([]);
      expect((await call(staff, 'GET', `/api/dm/document/${budget}/access`)).statusCode).toBe(404);
      // Nor may they file anything there, or start a top-level folder of their own.
      const refused = await upload(staff, `/api/dm/document/upload?folder_id=${projects}`, 'x.pdf', pdf('x'));
      expect(refused.statusCode).toBe(404);
      const root = await call(staff, 'POST', '/api/dm/folder', { name: 'Mine' });
      expect(root.statusCode).toBe(422);
      expect(root.json().errors.parent_id[0]).toMatch(/may not file into this Parent folder/);

      // Read on Projects reaches everything below it that inherits; read is not edit.
      await grant(admin, 'folder', projects, true, [
        { owner: u(manager), level: 'edit' },
        { owner: u(staff), level: 'read' },
      ]);
      expect(await listedIds(staff, '/api/dm/folder/children?parent=null')).toContain(projects);
      expect(await listedIds(staff, `/api/dm/folder/children?parent=${projects}`)).toEqual([contracts]);
      expect(await listedIds(staff, `/api/dm/document?filter[folder_id]=${projects}`)).toEqual([budget]);
      expect((await call(staff, 'GET', `/api/dm/document/${budget}/content`)).statusCode).toBe(200);
      const readOnly = await upload(
        staff,
        `/api/dm/document/upload?folder_id=${projects}`,
        'x.pdf',
        pdf('x'),
      );
      expect(readOnly.statusCode).toBe(403);
      expect(
        (await call(staff, 'PUT', `/api/dm/document/${budget}`, { name: 'renamed', version: 1 })).statusCode,
      ).toBe(403);
      expect(
        (await call(staff, 'PUT', `/api/dm/folder/${projects}/access`, { inherit: true, entries: [] }))
          .statusCode,
      ).toBe(403);

      // The sub-folder's creator manages it: breaking its inheritance leaves the staff member out.
      const inContracts = await upload(
        manager,
        `/api/dm/document/upload?folder_id=${contracts}`,
        'NDA.pdf',
        pdf('nda'),
      );
      expect(inContracts.statusCode, inContracts.body).toBe(201);
      const nda = inContracts.json().data.id as number;
      expect(await listedIds(staff, `/api/dm/document?filter[folder_id]=${contracts}`)).toEqual([nda]);
      const before = await call(manager, 'GET', `/api/dm/folder/${contracts}/access`);
      expect(before.json().data).toMatchObject({
        inherit: true,
        can_manage: true,
        entries: [{ owner: u(manager), level: 'manage' }],
      });
      expect(
        before
          .json()
          .data.inherited.map((e: { owner: string }) => e.owner)
          .sort(),
      ).toEqual([u(manager), u(staff)].sort());
      const broken = await grant(manager, 'folder', contracts, false, [
        { owner: u(manager), level: 'manage' },
      ]);
      expect(broken).toMatchObject({ inherit: false, inherited: [] });
      expect(await listedIds(staff, `/api/dm/folder/children?parent=${projects}`)).toEqual([]);
      expect(await listedIds(staff, `/api/dm/document?filter[folder_id]=${contracts}`)).toEqual([]);
      expect((await call(staff, 'GET', `/api/dm/document/${nda}/content`)).statusCode).toBe(404);
      expect(await listedIds(manager, `/api/dm/document?filter[folder_id]=${contracts}`)).toEqual([nda]);
      // A grant on the document itself reaches that document only: the folder around it stays out of sight.
      await grant(manager, 'document', nda, true, [{ owner: u(staff), level: 'read' }]);
      expect((await call(staff, 'GET', `/api/dm/document/${nda}/content`)).statusCode).toBe(200);
      expect(await listedIds(staff, `/api/dm/folder/children?parent=${projects}`)).toEqual([]);
      // The administrators (dm.admin) reach every row whatever the lists say.
      expect(await listedIds(admin, `/api/dm/document?filter[folder_id]=${contracts}`)).toEqual([nda]);
      // Every change of a list is in the audit log of its row.
      const audit = await call(admin, 'GET', `/api/dm/folder/${contracts}/audit`);
      expect(audit.statusCode).toBe(200);
      expect(audit.json().data.map((a: { action: string }) => a.action)).toContain('access');
    });

    it('refuses a program renamed to .pdf by its content, and a grant to nobody', async () => {
      const mine = await folder(admin, 'Inbox');
      const renamed = await upload(
        admin,
        `/api/dm/document/upload?folder_id=${mine}`,
        'report.pdf',
        EXECUTABLE,
      );
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors.file[0]).toMatch(/report\.pdf/);
      const nobody = await call(admin, 'PUT', `/api/dm/folder/${mine}/access`, {
        inherit: true,
        entries: [{ owner: 'u999999', level: 'read' }],
      });
      expect(nobody.statusCode).toBe(422);
      expect(nobody.json().errors['entries.0.owner']).toBeDefined();
    });

    it('keeps every version, and restores an old one byte for byte', async () => {
      const reports = await folder(admin, 'Reports');
      const first = pdf('first edition');
      const second = pdf('second edition');
      const up = await upload(admin, `/api/dm/document/upload?folder_id=${reports}`, 'report.pdf', first);
      const id = up.json().data.id as number;
      const v2 = await upload(
        admin,
        `/api/dm/document/${id}/versions?note=${encodeURIComponent('typos fixed')}`,
        'report.pdf',
        second,
      );
      expect(v2.statusCode, v2.body).toBe(201);
      expect(v2.json().data.number).toBe(2);
      const current = await call(admin, 'GET', `/api/dm/document/${id}/content`);
      expect(sha256(current.rawPayload)).toBe(sha256(second));

      const versions = (await call(admin, 'GET', `/api/dm/version?filter[document_id]=${id}`)).json()
        .data as Array<{
        id: number;
        number: number;
        sha256: string;
        note: string | null;
        created_by_label: string | null;
      }>;
      expect(versions.map((v) => v.number)).toEqual([2, 1]);
      // The list shows who uploaded each version by name, not by id.
      const { name } = await t.server.ctx.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', admin.user.id)
        .executeTakeFirstOrThrow();
      expect(versions.map((v) => v.created_by_label)).toEqual([name, name]);
      const v1 = versions.find((v) => v.number === 1)!;
      expect(v1.sha256).toBe(sha256(first));
      const restored = await call(admin, 'POST', `/api/dm/version/${v1.id}/make-current`, {});
      expect(restored.statusCode, restored.body).toBe(201);
      expect(restored.json().data.number).toBe(3);
      const after = await call(admin, 'GET', `/api/dm/document/${id}/content`);
      expect(sha256(after.rawPayload)).toBe(sha256(first));
      const old = await call(
        admin,
        'GET',
        `/api/dm/document/${id}/content?version=${versions[0]!.id}&download=1`,
      );
      expect(sha256(old.rawPayload)).toBe(sha256(second));
      const document = (await call(admin, 'GET', `/api/dm/document/${id}`)).json().data;
      expect(document).toMatchObject({ version_no: 3, size: first.length, mime: 'application/pdf' });

      // The activity log has each step, newest first.
      const activity = (await call(admin, 'GET', `/api/dm/activity?filter[document_id]=${id}&sort=id`)).json()
        .data as Array<{
        action: string;
        version_no: number;
      }>;
      expect(activity.map((a) => [a.action, a.version_no])).toEqual([
        ['upload', 1],
        ['version', 2],
        ['view', 2],
        ['restore', 3],
        ['view', 3],
        ['download', 2],
      ]);
      // A version of another document is not this document's.
      const other = await upload(
        admin,
        `/api/dm/document/upload?folder_id=${reports}`,
        'other.pdf',
        pdf('other'),
      );
      const foreign = other.json().data.version_id as number;
      expect((await call(admin, 'GET', `/api/dm/document/${id}/content?version=${foreign}`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(admin, 'POST', `/api/dm/document/${id}/versions/${foreign}/restore`, {})).statusCode,
      ).toBe(404);
      // Restoring needs edit on the document: a reader may not.
      await grant(admin, 'folder', reports, true, [{ owner: u(staff), level: 'read' }]);
      expect(
        (await call(staff, 'GET', `/api/dm/version?filter[document_id]=${id}`)).json().data,
      ).toHaveLength(3);
      expect((await call(staff, 'POST', `/api/dm/version/${v1.id}/make-current`, {})).statusCode).toBe(403);
      // The activity log is the administrators' only.
      expect((await call(staff, 'GET', '/api/dm/activity')).statusCode).toBe(403);
    });

    it('tells a file’s creator of a version someone else uploads, unless they turned it off', async () => {
      const shared = await folder(admin, 'Team drafts');
      await grant(admin, 'folder', shared, true, [
        { owner: u(manager), level: 'edit' },
        { owner: u(staff), level: 'edit' },
      ]);
      const up = await upload(manager, `/api/dm/document/upload?folder_id=${shared}`, 'plan.pdf', pdf('v1'));
      expect(up.statusCode, up.body).toBe(201);
      const id = up.json().data.id as number;
      const notices = async () =>
        (
          (await call(manager, 'GET', '/api/sc/user-notification?status=all')).json().data as Array<{
            modelType: string;
            modelId: number;
            data: { link?: string };
          }>
        ).filter((n) => n.modelType === 'dm' && n.modelId === id);
      // The creator's own new version tells nobody; someone else's tells the creator.
      await upload(manager, `/api/dm/document/${id}/versions`, 'plan.pdf', pdf('v2'));
      expect(await notices()).toHaveLength(0);
      await upload(staff, `/api/dm/document/${id}/versions`, 'plan.pdf', pdf('v3'));
      const [notice] = await notices();
      expect(notice?.data.link).toBe(`/dm/use/file/info/main?id=${id}`);
      // Turned off in their own settings (/dm/use/list/cfg): no more.
      const off = await call(manager, 'PUT', '/api/dm/my-files', { notifyNewVersion: false, version: 0 });
      expect(off.statusCode, off.body).toBe(200);
      await upload(staff, `/api/dm/document/${id}/versions`, 'plan.pdf', pdf('v4'));
      expect(await notices()).toHaveLength(1);
      // Someone else's settings are not theirs to read.
      expect((await call(staff, 'GET', '/api/dm/my-files')).json().data.notifyNewVersion).toBe(true);
    });

    it('serves byte ranges, so a viewer shows page 1 first, and logs one read for them all', async () => {
      const ranged = await folder(admin, 'Ranged');
      const bytes = pdf('long file');
      const up = await upload(admin, `/api/dm/document/upload?folder_id=${ranged}`, 'long.pdf', bytes);
      const id = up.json().data.id as number;
      const get = (range?: string) =>
        t.request({
          method: 'GET',
          url: `/api/dm/document/${id}/content`,
          headers: { ...bearer(admin.token), ...EN, ...(range ? { range } : {}) },
        });
      const whole = await get();
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const head = await get('bytes=0-99');
      expect(head.statusCode).toBe(206);
      expect(head.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
      expect(head.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
      const rest = await get('bytes=100-');
      expect(rest.statusCode).toBe(206);
      expect(rest.rawPayload.equals(bytes.subarray(100))).toBe(true);
      const past = await get(`bytes=${bytes.length}-`);
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
      // A reader's ranges are one read: the first request and the one from byte 0, not the rest.
      const activity = (await call(admin, 'GET', `/api/dm/activity?filter[document_id]=${id}&sort=id`)).json()
        .data as Array<{ action: string }>;
      expect(activity.map((a) => a.action)).toEqual(['upload', 'view', 'view']);
      // Ranges are read through the same rights: a stranger is told the file does not exist.
      const outside = await t.request({
        method: 'GET',
        url: `/api/dm/document/${id}/content`,
        headers: { ...bearer(staff.token), ...EN, range: 'bytes=0-99' },
      });
      expect(outside.statusCode).toBe(404);
    });
  },
);
