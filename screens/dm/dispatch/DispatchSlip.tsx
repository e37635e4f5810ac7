import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dispatch as GET /api/dm/dispatch/{id} answers it (the fields the slip prints). */
export interface DispatchRecord {
  id: number;
  number: string;
  direction: 'incoming' | 'outgoing';
  type_id_label?: string | null;
  doc_date: string;
  subject: string;
  counterpart: string;
  counterpart_number?: string | null;
  counterpart_date?: string | null;
  due_on?: string | null;
  urgency: string;
  security: string;
  status: string;
  handler_id_label?: string | null;
  department_id_label?: string | null;
  document_ids_labels?: string[] | null;
  wf_number?: string | null;
  note?: string | null;
}

/** One labelled cell pair of the slip's table. */
function Cell({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <>
      <th scope="row">{label}</th>
      <td colSpan={wide ? 3 : 1}>{children || '—'}</td>
    </>
  );
}

/**
 * The 收文單 / 發文單 of a dispatch: the register's fields in the formal grid of an official
 * document slip (number, urgency and security first, as the paper forms put them), the files
 * attached, and boxes for the handler's, the head's and the decision's signatures.
 */
export function DispatchSlip({
  dispatch,
  organisation,
  printedAt,
}: {
  dispatch: DispatchRecord;
  organisation: string;
  printedAt: string;
}) {
  const { t } = useTranslation('dm');
  const f = (key: string) => t(`fields.dispatch.${key}`);
  const option = (field: string, value: string) => t(`options.dispatch.${field}.${value}`);
  const files = dispatch.document_ids_labels ?? [];
  return (
    <article className="print-sheet dm-slip" aria-labelledby="dm-slip-title">
      <header className="dm-slip__head">
        <span className="dm-slip__org">{organisation}</span>
        <h1 id="dm-slip-title">{t(`dispatch.print.${dispatch.direction}`)}</h1>
      </header>
      <table className="dm-slip__grid">
        <tbody>
          <tr>
            <Cell label={f('number')}>
              <strong data-testid="dm-slip-number">{dispatch.number}</strong>
            </Cell>
            <Cell label={f('type')}>{dispatch.type_id_label}</Cell>
          </tr>
          <tr>
            <Cell label={f('urgency')}>{option('urgency', dispatch.urgency)}</Cell>
            <Cell label={f('security')}>{option('security', dispatch.security)}</Cell>
          </tr>
          <tr>
            <Cell label={f('docDate')}>{dispatch.doc_date}</Cell>
            <Cell label={f('dueOn')}>{dispatch.due_on}</Cell>
          </tr>
          <tr>
            <Cell label={f('counterpart')} wide>
              {dispatch.counterpart}
            </Cell>
          </tr>
          <tr>
            <Cell label={f('counterpartNumber')}>{dispatch.counterpart_number}</Cell>
            <Cell label={f('counterpartDate')}>{dispatch.counterpart_date}</Cell>
          </tr>
          <tr className="dm-slip__subject">
            <Cell label={f('subject')} wide>
              <span data-testid="dm-slip-subject">{dispatch.subject}</span>
            </Cell>
          </tr>
          <tr>
            <Cell label={t('dispatch.print.files')} wide>
              {files.length === 0 ? t('dispatch.print.none') : files.join('、')}
            </Cell>
          </tr>
          <tr>
            <Cell label={f('department')}>{dispatch.department_id_label}</Cell>
            <Cell label={f('handler')}>{dispatch.handler_id_label}</Cell>
          </tr>
          <tr>
            <Cell label={f('status')}>{option('status', dispatch.status)}</Cell>
            <Cell label={f('wfNumber')}>{dispatch.wf_number}</Cell>
          </tr>
          <tr>
            <Cell label={f('note')} wide>
              {dispatch.note}
            </Cell>
          </tr>
        </tbody>
      </table>
      <table className="dm-slip__signatures">
        <thead>
          <tr>
            <th scope="col">{t('dispatch.print.handlerSign')}</th>
            <th scope="col">{t('dispatch.print.headSign')}</th>
            <th scope="col">{t('dispatch.print.decision')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td />
            <td />
            <td />
          </tr>
        </tbody>
      </table>
      <footer className="dm-slip__foot">{t('dispatch.print.printedAt', { time: printedAt })}</footer>
    </article>
  );
}
