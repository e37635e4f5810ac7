import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TemplateDefinitionInput, TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import { chooseOption } from '../../../src/testing/chooseOption';
import { type FakeResponse, installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([
    import('./DesignerScreen'),
    import('./DesignerEditor'),
    import('../../general/shell/AppShell'),
  ]);
}, 60_000);

const EMPTY: TemplateDefinitionView = {
  templateId: 4,
  name: { tw: '請購單', en: 'Purchase request' },
  versionId: null,
  versionNo: 0,
  form: { fields: [] },
  flow: { steps: [] },
  usedBy: 0,
  updatedAt: '2026-11-25T00:00:00.000Z',
};

function serve(view: TemplateDefinitionView, put: (body: TemplateDefinitionInput) => FakeResponse) {
  const current = { view };
  const api = installFakeServer({
    'GET /api/wf/template/4/definition': () => ({ body: current.view }),
    'PUT /api/wf/template/4/definition': (request) => put(request.body as TemplateDefinitionInput),
    'GET /api/sc/user/all': {
      body: {
        data: [
          { id: 3, name: 'Chen Finance', account: 'chen', is_active: true },
          { id: 5, name: 'Wang GM', account: 'wang', is_active: true },
        ],
      },
    },
    'GET /api/sc/department/all': {
      body: { data: [{ id: 2, name: 'Sales', code: 'SAL', is_active: true }] },
    },
    'GET /api/sc/group/all': { body: { data: [{ id: 9, name: 'Managers' }] } },
    'GET /api/wf/designer/job-positions': { body: { data: [{ id: 1, name: 'General manager' }] } },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
  return { api, current };
}

const open = async () => {
  // The route asks for wf.admin; the server checks the template rights (wf.admin.manageForms).
  signInAs(['wf.admin.form']);
  renderApp('/wf/admin/manage-forms/edit?id=4');
  return screen.findByRole('heading', { name: 'Purchase request: form designer' }, { timeout: 20_000 });
};

// Busy machine (two cores, several runs): generous limits for the antd screens.
describe('/wf/admin/manage-forms/edit', { timeout: 90_000 }, () => {
  it('adds a money field, names it, adds a stage with an amount condition, and saves the definition', async () => {
    const { api } = serve(EMPTY, (body) => ({
      body: { ...EMPTY, ...body, versionId: 21, versionNo: 1 },
    }));
    await open();
    expect(screen.getByText('Not saved yet')).not.toBeNull();
    expect(screen.getByText('No fields yet: add one from the list of field types.')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Money' }));
    const properties = screen.getByRole('region', { name: 'Field properties' });
    const key = within(properties).getByRole('textbox', { name: 'Key' });
    expect((key as HTMLInputElement).value).toBe('money1');
    await userEvent.clear(key);
    await userEvent.type(key, 'amount');
    const english = within(properties).getByRole('textbox', { name: 'Label (English)' });
    await userEvent.clear(english);
    await userEvent.type(english, 'Amount');
    await userEvent.click(within(properties).getByRole('checkbox', { name: 'Required' }));
    expect(screen.getByText('Unsaved changes', { exact: false })).not.toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Flow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a stage' }));
    const stage = screen.getByRole('region', { name: 'Stage properties' });
    await userEvent.click(
      within(stage).getByRole('checkbox', { name: 'Run this stage only when a condition holds' }),
    );
    await chooseOption('Comparison', 'is more than', { container: stage });
    await userEvent.type(within(stage).getByRole('textbox', { name: 'Value' }), '100000');
    await chooseOption('Who must approve', 'All of them (countersign)', { container: stage });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Version 1', { exact: false })).not.toBeNull();
    const sent = api.callsTo('PUT', '/api/wf/template/4/definition')[0]?.body as TemplateDefinitionInput;
    expect(sent.baseVersionId).toBeNull();
    expect(sent.form).toEqual({
      fields: [
        { key: 'amount', type: 'money', label: expect.objectContaining({ en: 'Amount' }), required: true },
      ],
    });
    expect(sent.flow).toEqual({
      steps: [
        {
          stage: {
            key: 'stage1',
            name: { tw: '關卡 1', en: 'Stage 1', cn: '环节 1', jp: 'ステージ 1' },
            approvers: [{ type: 'departmentHead', levelsUp: 0 }],
            mode: 'all',
            condition: { all: [{ field: 'amount', op: 'gt', value: '100000' }] },
            whenNoApprover: 'admin',
          },
        },
      ],
    });
    expect(screen.queryByText('Unsaved changes', { exact: false })).toBeNull();
  });

  it('shows the server’s refusal next to the field it names and in the list of things to fix', async () => {
    const view: TemplateDefinitionView = {
      ...EMPTY,
      versionId: 8,
      versionNo: 3,
      usedBy: 2,
      form: { fields: [{ key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' } }] },
      flow: {
        steps: [
          {
            stage: {
              key: 'head',
              name: { tw: '主管', en: 'Head' },
              approvers: [{ type: 'departmentHead', levelsUp: 0 }],
              mode: 'one',
              whenNoApprover: 'admin',
            },
          },
        ],
      },
    };
    serve(view, () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          'form.fields.0.label.cn': [
            'The Simplified Chinese text field must not be longer than 200 characters.',
          ],
        },
      },
    }));
    await open();
    expect(screen.getByText('Version 3', { exact: false })).not.toBeNull();
    expect(screen.getByText(/2 applications use this version/)).not.toBeNull();
    // Ctrl+S saves from anywhere on the page.
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    const issues = await screen.findByRole('region', { name: '1 thing to fix before saving' });
    expect(within(issues).getByText('Field “Subject”')).not.toBeNull();
    await userEvent.click(within(issues).getByRole('button', { name: 'Show: Field “Subject”' }));
    const properties = screen.getByRole('region', { name: 'Field properties' });
    const chinese = within(properties).getByRole('textbox', { name: 'Label (简体中文)' });
    expect(chinese.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(properties).getByText(
        'The Simplified Chinese text field must not be longer than 200 characters.',
      ),
    ).not.toBeNull();
    // Fixing the field drops the message.
    await userEvent.type(chinese, '主旨');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /thing to fix before saving/ })).toBeNull(),
    );
  });

  it('checks the flow as the administrator works: any-N needs its number', async () => {
    serve(EMPTY, () => ({ body: {} }));
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Flow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a stage' }));
    const stage = screen.getByRole('region', { name: 'Stage properties' });
    await chooseOption('Who must approve', 'Any N of them', { container: stage });
    const n = within(stage).getByRole('spinbutton', { name: 'How many must approve' });
    expect((n as HTMLInputElement).value).toBe('2');
    await userEvent.clear(n);
    expect(await within(stage).findByText('Say how many must approve.')).not.toBeNull();
    expect(screen.getByRole('region', { name: '1 thing to fix before saving' })).not.toBeNull();
  });

  it('says when someone else saved first, and reloads their version', async () => {
    const { api, current } = serve(EMPTY, () => ({
      status: 409,
      body: { message: 'Someone else saved this form after you opened it.', data: null },
    }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Text' }));
    current.view = {
      ...EMPTY,
      versionId: 30,
      versionNo: 1,
      form: { fields: [{ key: 'theirs', type: 'date', label: { tw: '他們的', en: 'Theirs' } }] },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/Someone else saved this form after you opened it. Reload/);
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
    );
    expect(await screen.findByRole('button', { name: /^Theirs/ })).not.toBeNull();
    expect(screen.getByText('Version 1', { exact: false })).not.toBeNull();
    expect(api.callsTo('GET', '/api/wf/template/4/definition')).toHaveLength(2);
  });

  it('previews the form as an applicant fills it, in the language chosen', async () => {
    serve(
      {
        ...EMPTY,
        versionId: 8,
        versionNo: 1,
        form: {
          fields: [{ key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' }, required: true }],
        },
      },
      () => ({ body: {} }),
    );
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const subject = await screen.findByRole('textbox', { name: /^Subject/ }, { timeout: 20_000 });
    await userEvent.type(subject, 'Laptops');
    expect((subject as HTMLInputElement).value).toBe('Laptops');
    await chooseOption('Preview in', '繁體中文');
    expect(await screen.findByRole('textbox', { name: /^主旨/ })).not.toBeNull();
    // Nothing typed in the preview is part of the design.
    expect(screen.queryByText('Unsaved changes', { exact: false })).toBeNull();
  });

  it('moves fields with the keyboard and removes them', async () => {
    const view: TemplateDefinitionView = {
      ...EMPTY,
      versionId: 8,
      versionNo: 1,
      form: {
        fields: [
          { key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' } },
          { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' } },
        ],
      },
    };
    serve(view, () => ({ body: {} }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Move “Amount” up' }));
    const canvas = screen.getByRole('list', { name: 'Fields' });
    const order = () =>
      within(canvas)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-field-key'));
    expect(order()).toEqual(['amount', 'subject']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove “Subject”' }));
    expect(order()).toEqual(['amount']);
    expect(screen.getByText('Unsaved changes', { exact: false })).not.toBeNull();
  });
});
