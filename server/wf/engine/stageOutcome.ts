import type { StageMode } from '../../../schemas/wf/flowDefinition';

/**
 * How many approvals a stage needs from its `voters` (its approvers, not counting tasks handed
 * on by a forward or cancelled): one; all; `n` (never more than there are); `percent` of them
 * rounded up (at least one).
 */
export function requiredApprovals(
  mode: string,
  voters: number,
  n: number | null,
  percent: number | null,
): number {
  switch (mode as StageMode) {
    case 'one':
      return Math.min(1, voters);
    case 'all':
      return voters;
    case 'anyN':
      return Math.min(Math.max(1, n ?? 1), voters);
    case 'percent':
      return Math.min(voters, Math.max(1, Math.ceil((voters * (percent ?? 100)) / 100)));
    default:
      return voters;
  }
}

/**
 * Where a stage stands once a vote is in: approved when enough approved; rejected when the rest
 * can no longer reach the count (in `one` and `all` mode a single rejection does it); else open.
 */
export function stageOutcome(
  mode: string,
  required: number,
  votes: { voters: number; approved: number; rejected: number },
): 'approved' | 'rejected' | 'open' {
  if (votes.rejected > 0 && (mode === 'one' || mode === 'all')) return 'rejected';
  if (required > 0 && votes.approved >= required) return 'approved';
  if (votes.voters - votes.rejected < required) return 'rejected';
  return 'open';
}
