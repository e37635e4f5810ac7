import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { purchaseRequestExample } from '../../../schemas/wf/form/purchaseRequestExample';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { chooseOption } from '../../../src/testing/chooseOption';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { useWfFormValidation } from './useWfFormValidation';
import type { WfFileSummary } from './WfFormContext';
import { WfFormView, type WfFormViewProps } from './WfFormView';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));
Element.prototype.scrollIntoView = () => undefined;

const label = (en: string, tw = en) => ({ tw, en });

/** Every field type, with a condition and a formula. */
const everyType: FormDefinition = {
  fields: [
    { key: 'basics', type: 'heading', label: label('Basics') },
    {
      key: 'subject',
      type: 'text',
      label: label('Subject', '主旨'),
      required: true,
      help: label('A few words'),
    },
    { key: 'note', type: 'textarea', label: label('Note') },
    { key: 'days', type: 'number', label: label('Days'), default: 1 },
    { key: 'amount', type: 'money', label: label('Amount') },
    { key: 'on', type: 'date', label: label('Date') },
    { key: 'period', type: 'dateRange', label: label('Period') },
    { key: 'at', type: 'time', label: label('Time') },
    {
      key: 'kind',
      type: 'select',
      label: label('Kind'),
      options: [
        { value: 'travel', label: label('Travel', '差旅') },
        { value: 'other', label: label('Other', '其他') },
      ],
    },
    {
      key: 'tags',
      type: 'multiSelect',
      label: label('Tags'),
      options: [
        { value: 'x', label: label('Urgent') },
        { value: 'y', label: label('Internal') },
      ],
    },
    { key: 'agree', type: 'checkbox', label: label('I agree'), required: true },
    { key: 'owner', type: 'user', label: label('Owner') },
    { key: 'dept', type: 'department', label: label('Department') },
    { key: 'files', type: 'file', label: label('Files') },
    { key: 'more', type: 'heading', label: label('More') },
    {
      key: 'why',
      type: 'text',
      label: label('Why other'),
      required: true,
      showWhen: { all: [{ field: 'kind', op: 'eq', value: 'other' }] },
    },
    {
      key: 'lines',
      type: 'table',
      label: label('Lines'),
      columns: [
        { key: 'qty', type: 'number', label: label('Qty') },
        { key: 'price', type: 'money', label: label('Price') },
      ],
    },
    {
      key: 'total',
      type: 'computed',
      label: label('Total'),
      formula: 'amount + sum(lines.qty * lines.price)',
    },
  ],
};

function serve() {
  return installFakeServer({
    'GET /api/sc/user/all': {
      body: {
        data: [
          { id: 7, name: 'Alice Chen', account: 'alice', is_active: true },
          { id: 8, name: 'Bob Lin', account: 'bob', is_active: true },
        ],
      },
    },
    'GET /api/sc/department/all': {
      body: { data: [{ id: 3, name: 'Sales', code: 'SAL', is_active: true }] },
    },
  });
}

/** The form with its own state and a Submit button outside it, as the filling screen has. */
function Harness({
  form,
  initial = {},
  onSubmit = () => undefined,
  ...rest
}: Partial<WfFormViewProps> & {
  form: FormDefinition;
  initial?: Record<string, unknown>;
  onSubmit?: (values: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState(initial);
  const validation = useWfFormValidation(form, values);
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <WfFormView {...rest} form={form} values={values} onChange={setValues} validation={validation} />
      <button
        type="button"
        onClick={() => {
          const result = validation.validate();
          if (result.ok) onSubmit(result.values);
        }}
      >
        Submit
      </button>
      <output aria-label="values">{JSON.stringify(values)}</output>
    </SWRConfig>
  );
}

const shown = () =>
  JSON.parse(screen.getByLabelText('values').textContent ?? '{}') as Record<string, unknown>;

// antd's pickers are slow to draw in jsdom, the more so when the two cores are busy.
describe('WfFormView', { timeout: 120_000 }, () => {
  it('renders every field type with its label, help, sections and the designer’s default', async () => {
    serve();
    render(<Harness form={everyType} />);
    for (const name of [
      'Subject',
      'Note',
      'Days',
      'Amount',
      'Date',
      'Time',
      'Kind',
      'Tags',
      'I agree',
      'Owner',
      'Department',
    ])
      expect(screen.getByLabelText(name, { exact: false })).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Period' })).not.toBeNull();
    expect(screen.getByLabelText('Start')).not.toBeNull();
    expect(screen.getByLabelText('End')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Lines' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Save the application as a draft first, then attach files.')).not.toBeNull();
    // Headings group the fields after them.
    expect(
      within(screen.getByRole('group', { name: 'Basics' })).getByLabelText('Subject', { exact: false }),
    ).not.toBeNull();
    expect(within(screen.getByRole('group', { name: 'More' })).getByText('Total')).not.toBeNull();
    // Help is tied to its input for screen readers.
    const subject = screen.getByLabelText('Subject', { exact: false });
    const help = screen.getByText('A few words');
    expect(subject.getAttribute('aria-describedby')).toContain(help.closest('[id]')?.id);
    // The hidden field is not there; the default is in the values from the start.
    expect(screen.queryByLabelText('Why other', { exact: false })).toBeNull();
    await waitFor(() => expect(shown()).toEqual({ days: 1 }));
    expect(screen.getByText('Total').closest('[data-field]')?.querySelector('output')?.textContent).toBe(
      '0.00',
    );
  });

  it('fills in text, money, a time and a date range, money kept as a decimal string', async () => {
    serve();
    render(<Harness form={everyType} />);
    await userEvent.type(screen.getByLabelText('Subject', { exact: false }), 'Trip');
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '1,200.5');
    await userEvent.tab();
    expect((amount as HTMLInputElement).value).toBe('1200.50');
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.type(screen.getByLabelText('Time'), '09:30{enter}');
    await userEvent.type(screen.getByLabelText('Start'), '2025-03-01{enter}');
    await userEvent.type(screen.getByLabelText('End'), '2025-03-03{enter}');
    await waitFor(() =>
      expect(shown()).toEqual({
        days: 1,
        subject: 'Trip',
        amount: '1200.50',
        agree: true,
        at: '09:30',
        period: { start: '2025-03-01', end: '2025-03-03' },
        total: '1200.50',
      }),
    );
  });

  it('picks choices, a person and a department, storing values and ids', async () => {
    serve();
    render(<Harness form={everyType} />);
    await chooseOption('Kind', 'Travel');
    await chooseOption('Owner', 'Bob Lin (bob)', { search: 'bob' });
    await chooseOption('Department', 'Sales');
    await chooseOption('Tags', 'Internal');
    await waitFor(() => expect(shown()).toMatchObject({ kind: 'travel', owner: 8, dept: 3, tags: ['y'] }));
    expect(screen.getByRole('combobox', { name: 'Owner' }).closest('.ant-select')?.textContent).toContain(
      'Bob Lin',
    );
  });

  it('shows a conditional field while its condition holds, and requires it only then', async () => {
    serve();
    const submitted = vi.fn();
    render(
      <Harness form={everyType} initial={{ subject: 'x', agree: true, why: 'kept' }} onSubmit={submitted} />,
    );
    expect(screen.queryByLabelText('Why other', { exact: false })).toBeNull();
    await chooseOption('Kind', 'Other');
    const why = await screen.findByLabelText('Why other', { exact: false });
    expect((why as HTMLInputElement).value).toBe('kept');
    await userEvent.clear(why);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Why other is required.')).not.toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Why other', { exact: false })),
    );
    expect(submitted).not.toHaveBeenCalled();
    await chooseOption('Kind', 'Travel');
    await waitFor(() => expect(screen.queryByLabelText('Why other', { exact: false })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({
      subject: 'x',
      agree: true,
      kind: 'travel',
      total: '0.00',
    });
  });

  it('works out a total from a table as rows are added, filled and removed, from the keyboard', async () => {
    serve();
    const submitted = vi.fn();
    render(<Harness form={purchaseRequestExample} onSubmit={submitted} />);
    const total = () =>
      screen.getByText('Total').closest('[data-field]')?.querySelector('output')?.textContent;
    expect(total()).toBe('0.00');
    await userEvent.type(screen.getByLabelText('Subject', { exact: false }), 'Laptops');
    // A required table starts with a row.
    await userEvent.type(await screen.findByLabelText('Item, row 1'), 'Laptop');
    await userEvent.tab();
    await userEvent.keyboard('2');
    await userEvent.tab();
    await userEvent.keyboard('35000');
    await waitFor(() => expect(total()).toBe('70,000.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    // The new row's first cell has the focus: the user types on.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Item, row 2')));
    await userEvent.keyboard('Dock');
    await userEvent.type(screen.getByLabelText('Quantity, row 2'), '2');
    await userEvent.type(screen.getByLabelText('Unit price, row 2'), '16000');
    await waitFor(() => expect(total()).toBe('102,000.00'));
    expect(screen.getByText('Row 2 added.')).not.toBeNull();
    // Over 100,000 the reason shows and is required.
    expect(await screen.findByLabelText('Reason', { exact: false })).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Reason is required.')).not.toBeNull();
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await waitFor(() => expect(total()).toBe('70,000.00'));
    expect(screen.queryByLabelText('Reason', { exact: false })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({
      subject: 'Laptops',
      items: [{ name: 'Laptop', qty: 2, price: '35000.00' }],
      total: '70000.00',
    });
  });

  it('shows the server’s errors on their fields and table cells until the field changes', async () => {
    serve();
    render(
      <Harness
        form={purchaseRequestExample}
        initial={{ subject: 'Pens', items: [{ name: 'Pen', qty: 1, price: '3' }] }}
        errors={{ subject: 'Subject is taken.', 'items.0.price': ['Unit price is too high.'] }}
      />,
    );
    expect(await screen.findByText('Subject is taken.')).not.toBeNull();
    const price = screen.getByLabelText('Unit price, row 1');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(screen.getByText('Unit price is too high.').id);
    await userEvent.type(screen.getByLabelText('Subject', { exact: false }), ' and paper');
    await waitFor(() => expect(screen.queryByText('Subject is taken.')).toBeNull());
    expect(screen.getByText('Unit price is too high.')).not.toBeNull();
  });

  it('validates a table cell from outside the form and focuses it', async () => {
    serve();
    render(
      <Harness
        form={purchaseRequestExample}
        initial={{ subject: 'Pens', items: [{ name: 'Pen', qty: 0 }] }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Quantity must be at least 1.')).not.toBeNull();
    expect(screen.getByText('Unit price is required.')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Quantity, row 1')));
  });

  it('uploads a file with progress and keeps its id', async () => {
    serve();
    const sent: Array<{ url: string; body: File; headers: Record<string, string> }> = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      private headers: Record<string, string> = {};
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      abort() {}
      send(body: File) {
        sent.push({ url: this.url, body, headers: this.headers });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
          setTimeout(() => {
            this.status = 201;
            this.responseText = JSON.stringify({
              data: { id: 55, name: 'quote.pdf', size: 2048, mime: 'application/pdf' },
            });
            this.onload?.();
          }, 20);
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness form={everyType} uploadUrl="/api/wf/instance/9/files" />);
    const file = new File(['%PDF-1.7'], 'quote.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('wf-file-input-files'), file);
    expect(await screen.findByRole('progressbar', { name: 'Uploading quote.pdf' })).not.toBeNull();
    const list = screen.getByRole('list', { name: 'Files' });
    await waitFor(() => expect(within(list).getByText('quote.pdf')).not.toBeNull());
    expect(shown()).toMatchObject({ files: [55] });
    expect(sent[0]?.url).toBe('/api/wf/instance/9/files');
    expect(sent[0]?.body.name).toBe('quote.pdf');
    expect(sent[0]?.headers['x-file-name']).toBe('quote.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
    await waitFor(() => expect(shown().files).toBeUndefined());
  });

  it('reads an application back as labelled values, hidden fields left out', async () => {
    serve();
    const files: WfFileSummary[] = [{ id: 55, name: 'quote.pdf', size: 2048, mime: 'application/pdf' }];
    const open = vi.fn();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <WfFormView
          readOnly
          form={everyType}
          files={files}
          onOpenFile={open}
          values={{
            subject: 'Trip',
            note: 'Line one\nLine two',
            amount: '1200.5',
            on: '2025-03-01',
            period: { start: '2025-03-01', end: '2025-03-03' },
            kind: 'travel',
            tags: ['x', 'y'],
            agree: true,
            owner: 8,
            dept: 3,
            files: [55],
            why: 'not shown',
            lines: [{ qty: 2, price: '10.5' }],
          }}
        />
      </SWRConfig>,
    );
    const value = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Subject')).toBe('Trip');
    expect(value('Amount')).toBe('1,200.50');
    expect(value('Date')).toBe('Mar 1, 2025');
    expect(value('Period')).toBe('Mar 1, 2025 – Mar 3, 2025');
    expect(value('Kind')).toBe('Travel');
    expect(value('Tags')).toBe('Urgent, Internal');
    expect(value('I agree')).toBe('Yes');
    expect(value('Time')).toBe('—');
    expect(value('Days')).toBe('—');
    expect(value('Total')).toBe('1,221.50');
    await waitFor(() => expect(value('Owner')).toBe('Bob Lin'));
    await waitFor(() => expect(value('Department')).toBe('Sales'));
    expect(screen.queryByText('Why other')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'More' })).not.toBeNull();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['No.QtyPrice', '1210.50']);
    await userEvent.click(screen.getByRole('button', { name: 'quote.pdf' }));
    expect(open).toHaveBeenCalledWith(files[0]);
  });

  it('labels the form in the language asked for, tw where one is blank', async () => {
    serve();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <WfFormView form={everyType} values={{}} language="tw" onChange={() => undefined} />
      </SWRConfig>,
    );
    expect(screen.getByLabelText('主旨', { exact: false })).not.toBeNull();
    expect(screen.getByLabelText('Amount')).not.toBeNull();
    await act(async () => {
      fireEvent.focus(screen.getByLabelText('主旨', { exact: false }));
    });
  });
});
