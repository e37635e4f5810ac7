import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../schemas/core/modules';
import { buildPermissionTree, catalogueWithEntities } from '../../../schemas/core/permissionCatalogue';
import { flattenRoutes } from '../../../schemas/routes/flattenRoutes';
import { testAppRoutes, testEntities } from '../../../schemas/routes/testInputs';
import { moduleMenuGroups } from './moduleMenuGroups';

// The app's whole tree and the rights the server builds userPermission from.
const flat = flattenRoutes(testAppRoutes);
const treeOf = (grants: string[]) => buildPermissionTree(grants, catalogueWithEntities(testEntities));

describe('module menu', () => {
  it('lists each area’s pages the user may open', () => {
    const groups = moduleMenuGroups(flat, 'cm', treeOf(['cm']));
    expect(groups.map((g) => g.title)).toEqual(['cm:menu.use', 'cm:menu.admin']);
    expect(groups[0]?.items).toEqual([
      { title: 'cm:menu.lead', to: '/cm/use/lead' },
      { title: 'cm:menu.quota', to: '/cm/use/quota' },
      { title: 'cm:menu.contact', to: '/cm/use/contact' },
      { title: 'cm:menu.product', to: '/cm/use/product' },
    ]);
    expect(groups[1]?.items[0]).toEqual({ title: 'cm:menu.infoSettings', to: '/cm/admin/info-settings' });
  });

  it('shows no admin group to a user without admin rights', () => {
    const groups = moduleMenuGroups(flat, 'cm', treeOf(['cm.use']));
    expect(groups.map((g) => g.title)).toEqual(['cm:menu.use']);
  });

  it('leads an entry whose redirect target is closed to the page below it the user may open', () => {
    // Contacts redirects to organisations; this user may only see persons.
    const groups = moduleMenuGroups(flat, 'cm', treeOf(['cm.use.person.actions.view']));
    expect(groups).toEqual([
      { title: 'cm:menu.use', items: [{ title: 'cm:menu.contact', to: '/cm/use/contact/persons' }] },
    ]);
  });

  it('lists the calendar pages only, under System settings, to a user who may only view calendars', () => {
    const tree = treeOf(['sc.admin.calendarRegion.actions.view', 'sc.admin.calendarEvent.actions.view']);
    expect(moduleMenuGroups(flat, 'sc', tree)).toEqual([
      {
        title: 'common:modules.sc',
        items: [
          { title: 'sc:routes.calendarRegion.title', to: '/sc/calendar-region' },
          { title: 'sc:routes.calendarEvent.title', to: '/sc/calendar-event' },
          { title: 'sc:calendar.year.title', to: '/sc/calendar-year' },
        ],
      },
    ]);
    for (const module of MODULES.filter((m) => m !== 'sc'))
      expect(moduleMenuGroups(flat, module, tree)).toEqual([]);
  });

  it('shows no System settings menu to a user without a System settings right', () => {
    expect(moduleMenuGroups(flat, 'sc', treeOf(['wf', 'cm', 'as.admin']))).toEqual([]);
    expect(moduleMenuGroups(flat, 'sc', undefined)).toEqual([]);
  });

  it('lists every page of System settings to the administrator, but never a page that needs a record id', () => {
    const [group, ...rest] = moduleMenuGroups(flat, 'sc', treeOf([...MODULES]));
    expect(rest).toEqual([]);
    const paths = group?.items.map((item) => item.to) ?? [];
    expect(paths).toHaveLength(24);
    expect(paths.slice(0, 3)).toEqual(['/sc/list', '/sc/adduser', '/sc/adddept']);
    expect(paths).toContain('/sc/notify');
    expect(paths).not.toContain('/sc/viewuser');
    expect(paths).not.toContain('/sc/job-position-edit');
  });

  it('lists the pages a pathless level groups for the breadcrumb (clock-in), and no hidden module-level page', () => {
    const tree = treeOf([...MODULES]);
    const attendance = moduleMenuGroups(flat, 'as', tree)[0]?.items.map((item) => item.to);
    expect(attendance?.slice(0, 2)).toEqual(['/as/use/clocking', '/as/use/calendar']);
    expect(moduleMenuGroups(flat, 'dm', tree).map((g) => g.title)).toEqual([
      'dm:routes.use.title',
      'dm:routes.admin.title',
    ]);
    expect(moduleMenuGroups(flat, 'am', tree).map((g) => g.title)).toEqual([
      'am:routes.use.title',
      'am:routes.admin.title',
    ]);
  });
});
