import { type Selectable, sql } from 'kysely';
import type { DayException } from '../../../schemas/as/attendance/computeAttendanceDay';
import { addDays } from '../../../schemas/core/zonedTime';
import type { NotificationsTable } from '../../db/DatabaseSchema';
import type { Executor } from '../../db/Executor';
import { ValidationFailed } from '../../http/HttpError';
import { LANGUAGES, type Language, translate } from '../../http/translate';
import { announceNotifications, storeNotifications } from '../../notifications/sendNotifications';
import type { TaskContext, TaskRow, TaskRules } from '../../tasks/TaskRules';
import { organisationToday } from '../clocking/organisationToday';
import { computeAttendanceDays, recomputeAttendance } from '../days/recomputeAttendance';

/** The longest range one run covers: a month, and a bit. */
const MAX_DAYS = 31;
/** Where a notice leads: the recipient's own clock-in calendar. */
const LINK = '/as/use/calendar';

type Notify = 'employee' | 'manager' | 'both';

interface Person {
  id: number;
  name: string;
  lang: Language;
}

interface NoticeRow extends TaskRow {
  userId: number;
  employee: string;
  date: string;
  exceptions: string;
  /** The exception kinds, comma-separated, for the messages. */
  codes: string;
  recipients: string;
  /** Recipients not notified yet of this employee's day, comma-separated ids. */
  unsent: string;
  pending: boolean;
}

function languageOf(code: string): Language {
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'tw';
}

function exceptionText(lang: Language, codes: readonly string[]): string {
  return codes.map((c) => translate(lang, `as:day.exceptions.${c}`)).join(lang === 'en' ? ', ' : '、');
}

/** The range asked for, refused (422 on `to`) when backwards or longer than MAX_DAYS. */
function rangeOf(ctx: TaskContext<unknown>): { from: string; to: string; notify: Notify } {
  const from = String(ctx.params.from);
  const to = String(ctx.params.to);
  const problem =
    to < from
      ? translate(ctx.lang, 'as:tasks.punchNotice.errors.backwards')
      : addDays(from, MAX_DAYS - 1) < to
        ? translate(ctx.lang, 'as:tasks.punchNotice.errors.tooLong', { count: MAX_DAYS })
        : null;
  if (problem) throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), { to: [problem] });
  return { from, to, notify: ctx.params.notify as Notify };
}

/**
 * Each employee's manager: the head of their primary department, or of the nearest department
 * above it whose head is someone else (a head's own manager); active users only. An employee
 * without one has no entry.
 */
async function managersOf(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const departments = new Map(
    (
      await sql<{ id: number; parent_id: number | null; head: number | null }>`
        select d.id, d.parent_id, h.id as head from departments d
        left join users h on h.id = d.head_user_id and h.deleted_at is null and h.is_active
        where d.deleted_at is null`.execute(db)
    ).rows.map((d) => [d.id, d]),
  );
  const primary = (
    await sql<{ user_id: number; department_id: number }>`
      select user_id, department_id from user_departments
      where is_primary and user_id = any(${sql.val([...userIds])}::int[])`.execute(db)
  ).rows;
  const out = new Map<number, number>();
  for (const { user_id, department_id } of primary) {
    let department = departments.get(department_id);
    for (let depth = 0; department && depth < 50; depth++) {
      if (department.head !== null && department.head !== user_id) {
        out.set(user_id, department.head);
        break;
      }
      department = department.parent_id === null ? undefined : departments.get(department.parent_id);
    }
  }
  return out;
}

/** Who was already told of which employee's day in the range: `recipient:employee:date`. */
async function alreadySent(db: Executor, from: string, to: string): Promise<Set<string>> {
  const rows = (
    await sql<{ user_id: number; employee: string; date: string }>`
      select user_id, data->'punchNotice'->>'employeeId' as employee, data->'punchNotice'->>'date' as date
      from notifications
      where model_type = 'as' and data ? 'punchNotice'
        and data->'punchNotice'->>'date' between ${from} and ${to}`.execute(db)
  ).rows;
  return new Set(rows.map((r) => `${r.user_id}:${r.employee}:${r.date}`));
}

/**
 * One row per employee and day of the range with exceptions (as the check settings count
 * them), computed from the inputs now, with whom the notice goes to and whether any of them
 * has not been told yet.
 */
async function noticeRows(db: Executor, ctx: TaskContext<unknown>): Promise<NoticeRow[]> {
  const { from, to, notify } = rangeOf(ctx);
  const days = (await computeAttendanceDays(db, from, to)).filter((d) => d.result.exceptions.length > 0);
  const employees = [...new Set(days.map((d) => d.userId))];
  const managers = notify === 'employee' ? new Map<number, number>() : await managersOf(db, employees);
  const ids = [...new Set([...employees, ...managers.values()])];
  const people = new Map<number, Person>(
    ids.length === 0
      ? []
      : (
          await sql<{ id: number; name: string; language: string }>`
            select id, name, language from users
            where deleted_at is null and is_active and id = any(${sql.val(ids)}::int[])`.execute(db)
        ).rows.map((u) => [u.id, { id: u.id, name: u.name, lang: languageOf(u.language) }]),
  );
  const sent = await alreadySent(db, from, to);
  const rows: NoticeRow[] = [];
  for (const { userId, result } of days) {
    const employee = people.get(userId);
    if (!employee) continue;
    const manager = managers.get(userId);
    // An employee without a manager is told alone, whatever was asked.
    const recipients = [
      ...(notify !== 'manager' || manager === undefined ? [userId] : []),
      ...(notify !== 'employee' && manager !== undefined ? [manager] : []),
    ].filter((id) => people.has(id));
    const unsent = recipients.filter((id) => !sent.has(`${id}:${userId}:${result.date}`));
    rows.push({
      userId,
      employee: employee.name,
      date: result.date,
      exceptions: exceptionText(ctx.lang, result.exceptions),
      codes: result.exceptions.join(','),
      recipients: recipients.map((id) => people.get(id)!.name).join(ctx.lang === 'en' ? ', ' : '、'),
      unsent: unsent.join(','),
      pending: unsent.length > 0,
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.employee.localeCompare(b.employee));
}

/**
 * The punch exception notice (`/as/admin/leave/punch-error-notification`, the task
 * schemas/as/tasks/punchNotice.task.json): previews every employee's days with exceptions in
 * a range (yesterday by default, on the organisation's clock), then stores those days (so the
 * punch-card exception list agrees) and tells the employee, their manager or both, each in
 * their own language, with a link to the clock-in calendar. The notifications themselves
 * record who was told of which day (`data.punchNotice`), so a second run over the same range
 * tells no one twice; they reach their users' channels once the run commits.
 */
export const punchNoticeTask: TaskRules = {
  defaults: async (db) => {
    const yesterday = addDays(await organisationToday(db), -1);
    return { from: yesterday, to: yesterday };
  },
  preview: async (ctx) => noticeRows(ctx.db, ctx),
  apply: async (ctx) => {
    const { from, to } = rangeOf(ctx);
    await recomputeAttendance(ctx.db, from, to);
    const rows = (await noticeRows(ctx.db, ctx)).filter((row) => row.pending);
    const langs = new Map(
      (
        await sql<{ id: number; language: string }>`
          select id, language from users
          where id = any(${sql.val(rows.flatMap((r) => r.unsent.split(',').map(Number)))}::int[])`.execute(
          ctx.db,
        )
      ).rows.map((u) => [u.id, languageOf(u.language)]),
    );
    const stored: Selectable<NotificationsTable>[] = [];
    for (const row of rows) {
      const codes = row.codes.split(',') as DayException[];
      for (const recipient of row.unsent.split(',').map(Number)) {
        const lang = langs.get(recipient) ?? 'tw';
        const whose = recipient === row.userId ? 'own' : 'team';
        const values = { employee: row.employee, date: row.date, exceptions: exceptionText(lang, codes) };
        stored.push(
          ...(await storeNotifications(ctx.db, {
            userIds: [recipient],
            modelType: 'as',
            modelId: row.userId,
            title: translate(lang, `as:tasks.punchNotice.notice.${whose}.title`, values),
            content: translate(lang, `as:tasks.punchNotice.notice.${whose}.content`, values),
            data: {
              punchNotice: { employeeId: String(row.userId), date: row.date, exceptions: codes },
              link: LINK,
            },
          })),
        );
      }
    }
    ctx.afterCommit((app) => announceNotifications(app, stored).then(() => undefined));
    return stored.length;
  },
};
