import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanView, PreviewInput, SaveInstanceInput, StageView } from '../../../schemas/wf/wfApi';
import { type FakeResponse, installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import { instanceView, PURCHASE_FORM } from '../instance/testing/instanceFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([
    import('./FillingFormScreen'),
    import('../instance/WfFormScreen'),
    import('../../general/shell/AppShell'),
  ]);
}, 60_000);

const PURCHASE = { id: 3, name: { tw: '請購單', en: 'Purchase request' }, categoryId: 1, versionId: 31 };

function stage(key: string, name: string, approvers: string[], extra: Partial<StageView> = {}): StageView {
  return {
    key,
    name: { tw: name, en: name },
    step: 0,
    branch: 0,
    mode: 'one',
    required: 1,
    state: 'planned',
    approvers: approvers.map((who, i) => ({ id: i + 20, name: who, state: 'planned' })),
    cc: [],
    ...extra,
  };
}

/** Who signs: the manager; the finance countersign only over 100,000; a buyer the applicant picks. */
function plan(input: PreviewInput): PlanView {
  const over = Number(input.values.amount ?? 0) > 100000;
  const picked = input.chosenApprovers?.buyer ?? [];
  return {
    stages: [
      stage('manager', 'Manager', ['Wang Manager']),
      over
        ? stage('finance', 'Finance', ['Chen Finance', 'Lin Audit'], { mode: 'all', required: 2 })
        : stage('finance', 'Finance', [], { state: 'skipped', skippedBecause: 'condition' }),
      stage('buyer', 'Buyer', picked.length > 0 ? ['Huang Buyer'] : [], { applicantChooses: true }),
    ],
    problems:
      picked.length > 0 ? [] : [{ stageKey: 'buyer', message: 'Choose who signs the stage "Buyer".' }],
  };
}

function serve(
  save: (body: SaveInstanceInput) => FakeResponse,
  extra: Parameters<typeof installFakeServer>[0] = {},
) {
  return installFakeServer({
    ...extra,
    'GET /api/wf/template-category/user': {
      body: { data: [{ id: 1, name: 'Purchasing', parent_id: null, sort: 0, templates: [PURCHASE] }] },
    },
    'GET /api/wf/template-definition': {
      body: { data: [{ templateId: 3, versionId: 31, versionNo: 1, form: PURCHASE_FORM }] },
    },
    'POST /api/wf/instance/preview': (request) => ({ body: plan(request.body as PreviewInput) }),
    'POST /api/wf/instance': (request) => save(request.body as SaveInstanceInput),
    'GET /api/wf/instance/7': { body: instanceView(7) },
    'GET /api/sc/user/all': {
      body: { data: [{ id: 30, name: 'Huang Buyer', account: 'huang', is_active: true }] },
    },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

const preview = () => screen.getByRole('region', { name: 'Who will sign' });

describe('/wf/use/new/filling-form', { timeout: 90_000 }, () => {
  it('shows who will sign as the amount changes, asks for the chosen signer, and submits', async () => {
    const sent: SaveInstanceInput[] = [];
    const api = serve((body) => {
      sent.push(body);
      return { status: 201, body: instanceView(7) };
    });
    signInAs(['wf.use']);
    const { router } = renderApp('/wf/use/new/filling-form?template=3');
    expect(
      await screen.findByRole('heading', { name: 'Purchase request' }, { timeout: 30_000 }),
    ).not.toBeNull();
    await userEvent.type(await screen.findByLabelText('Subject', { exact: false }), 'Laptops');
    await userEvent.type(screen.getByLabelText('Amount', { exact: false }), '90000');
    await waitFor(() => expect(within(preview()).getByText('Wang Manager')).not.toBeNull(), {
      timeout: 5_000,
    });
    expect(within(preview()).queryByText('Finance')).toBeNull();
    // The stage the applicant picks for says so until someone is chosen.
    expect(within(preview()).getByRole('alert').textContent).toBe('Choose who signs the stage "Buyer".');

    // Over 100,000 the countersign stage appears (one request after the typing pauses).
    await userEvent.type(screen.getByLabelText('Amount', { exact: false }), '0');
    await waitFor(() => expect(within(preview()).getByText('Chen Finance, Lin Audit')).not.toBeNull(), {
      timeout: 5_000,
    });
    expect(api.callsTo('POST', '/api/wf/instance/preview').length).toBeLessThan(6);

    const picker = screen.getByRole('combobox', { name: 'Signers of “Buyer”' });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByTitle('Huang Buyer (huang)'));
    await waitFor(() => expect(within(preview()).queryByRole('alert')).toBeNull(), { timeout: 5_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wf-form'));
    expect(router.state.location.search).toBe('?id=7');
    expect(sent).toEqual([
      {
        templateId: 3,
        values: { subject: 'Laptops', amount: '900000.00' },
        fileIds: [],
        chosenApprovers: { buyer: [30] },
        submit: true,
      },
    ]);
  });

  it('checks the form before submitting and shows a stage the server refuses in its words', async () => {
    const sent: SaveInstanceInput[] = [];
    serve((body) => {
      sent.push(body);
      return {
        status: 422,
        body: {
          message:
            'Nobody can sign the stage "Ghost"; the application cannot be submitted until someone can.',
          errors: { 'stages.ghost': ['Nobody can sign the stage "Ghost".'] },
        },
      };
    });
    signInAs(['wf.use']);
    renderApp('/wf/use/new/filling-form?template=3');
    const subject = await screen.findByLabelText('Subject', { exact: false }, { timeout: 30_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Required fields first, on the page, without a request.
    expect(await screen.findByText('Subject is required.')).not.toBeNull();
    expect(sent).toEqual([]);

    await userEvent.type(subject, 'Chairs');
    await userEvent.type(screen.getByLabelText('Amount', { exact: false }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const alert = await screen.findByText(
      /Nobody can sign the stage "Ghost"; the application cannot be submitted/,
    );
    expect(alert.textContent).toContain('Nobody can sign the stage "Ghost".');
  });

  it('goes on with a draft from its id, and discards it after asking', async () => {
    const draft = instanceView(8, {
      status: 'draft',
      number: null,
      submittedAt: null,
      version: 2,
      files: [],
    });
    const api = serve(() => ({ status: 500 }), {
      'GET /api/wf/instance/8': { body: draft },
      'DELETE /api/wf/instance/8': { status: 204 },
      'GET /api/wf/instance': {
        body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      },
      'GET /api/wf/instance/counts': {
        body: { receive: 0, mine: 0, draft: 0, signed: 0, cc: 0, finished: 0 },
      },
    });
    signInAs(['wf.use']);
    const { router } = renderApp('/wf/use/new/filling-form?id=8');
    const subject = await screen.findByLabelText('Subject', { exact: false }, { timeout: 30_000 });
    expect((subject as HTMLInputElement).value).toBe('Laptops 8');
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(api.callsTo('DELETE', '/api/wf/instance/8')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=1&folder=draft&sub=0&name='));
    expect(api.callsTo('DELETE', '/api/wf/instance/8')[0]?.path).toBe('/api/wf/instance/8?version=2');
  });
});
