import { sql } from 'kysely';
import type { ApproverRule } from '../../../schemas/wf/flowDefinition';
import { expandOwners } from '../../notifications/expandOwners';
import { coreDb, type WfDb } from './wfDatabase';

/** Whose application it is, as the rules that follow the organisation chart need it. */
export interface ApplicantRef {
  id: number;
  /** Their primary department when the application was submitted. */
  departmentId: number | null;
}

interface DepartmentNode {
  parentId: number | null;
  headUserId: number | null;
}

/**
 * Resolves approver rules against the organisation as it is now. The department tree is read
 * once per resolver (hundreds of rows), so a flow of many stages costs one read of it.
 */
export class ApproverResolver {
  private departments: Map<number, DepartmentNode> | undefined;

  constructor(private readonly db: WfDb) {}

  /**
   * The users a stage's rules name, in the order the rules give them, without repeats and
   * without inactive or deleted users. An empty answer means "nobody" (the stage's
   * `whenNoApprover` decides what then happens).
   *
   * @example await resolver.resolve([{ type: 'departmentHead', levelsUp: 1 }], applicant, {}, 'manager')
   */
  async resolve(
    rules: readonly ApproverRule[],
    applicant: ApplicantRef,
    chosen: Readonly<Record<string, number[]>>,
    stageKey: string,
  ): Promise<number[]> {
    const found: number[] = [];
    for (const rule of rules) found.push(...(await this.resolveRule(rule, applicant, chosen, stageKey)));
    return this.active([...new Set(found)]);
  }

  private async resolveRule(
    rule: ApproverRule,
    applicant: ApplicantRef,
    chosen: Readonly<Record<string, number[]>>,
    stageKey: string,
  ): Promise<number[]> {
    switch (rule.type) {
      case 'users':
        return rule.userIds;
      case 'applicantChoice':
        return Object.hasOwn(chosen, stageKey) ? (chosen[stageKey] ?? []) : [];
      case 'group':
        return (await expandOwners(coreDb(this.db), [`g${rule.groupId}`])).userIds;
      case 'departmentHead': {
        let department = applicant.departmentId;
        const tree = await this.tree();
        for (let i = 0; i < rule.levelsUp && department !== null; i++)
          department = tree.get(department)?.parentId ?? null;
        if (department === null || !tree.has(department)) return [];
        return this.headOf(department, tree.get(department)!.headUserId);
      }
      case 'position': {
        if (rule.departmentId !== undefined) return this.holders(rule.jobPositionId, rule.departmentId);
        const tree = await this.tree();
        let department = applicant.departmentId;
        // The nearest holders going up the applicant's chain (a cycle cannot loop: depth is bounded).
        for (let depth = 0; department !== null && depth < 50; depth++) {
          const holders = await this.holders(rule.jobPositionId, department);
          if (holders.length > 0) return holders;
          department = tree.get(department)?.parentId ?? null;
        }
        return [];
      }
    }
  }

  /**
   * The department's head: `head_user_id` when it names an active user, else the member whose
   * job position ranks highest (the largest `rank`: 總經理 100 over 專員 20), the lowest user id
   * among equals; a department whose members hold no position has no head.
   */
  private async headOf(departmentId: number, headUserId: number | null): Promise<number[]> {
    if (headUserId !== null && (await this.active([headUserId])).length === 1) return [headUserId];
    const row = await this.db
      .selectFrom('user_departments as ud')
      .innerJoin('users as u', 'u.id', 'ud.user_id')
      .innerJoin('job_positions as jp', 'jp.id', 'ud.job_position_id')
      .select('ud.user_id')
      .where('ud.department_id', '=', departmentId)
      .where('u.deleted_at', 'is', null)
      .where('u.is_active', '=', true)
      .where('jp.deleted_at', 'is', null)
      .orderBy('jp.rank', 'desc')
      .orderBy('ud.user_id')
      .limit(1)
      .executeTakeFirst();
    return row ? [row.user_id] : [];
  }

  private async holders(jobPositionId: number, departmentId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('user_departments')
      .select('user_id')
      .where('department_id', '=', departmentId)
      .where('job_position_id', '=', jobPositionId)
      .orderBy('user_id')
      .execute();
    return this.active(rows.map((r) => r.user_id));
  }

  private async tree(): Promise<Map<number, DepartmentNode>> {
    if (this.departments) return this.departments;
    const rows = await this.db
      .selectFrom('departments')
      .select(['id', 'parent_id', 'head_user_id'])
      .where('deleted_at', 'is', null)
      .execute();
    this.departments = new Map(
      rows.map((r) => [r.id, { parentId: r.parent_id, headUserId: r.head_user_id }]),
    );
    return this.departments;
  }

  /** The given users that are active and not deleted, in the given order. */
  async active(userIds: readonly number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...userIds])
      .where('deleted_at', 'is', null)
      .where('is_active', '=', true)
      .execute();
    const live = new Set(rows.map((r) => r.id));
    return userIds.filter((id) => live.has(id));
  }
}

/** The primary department of a user (the first by id when none is marked primary). */
export async function primaryDepartmentOf(db: WfDb, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('user_departments')
    .select('department_id')
    .where('user_id', '=', userId)
    .orderBy(sql`is_primary desc`)
    .orderBy('department_id')
    .limit(1)
    .executeTakeFirst();
  return row?.department_id ?? null;
}
