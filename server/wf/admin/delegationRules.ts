import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';

/**
 * Sign-off delegations (`wf.delegation`): a period ends on or after the day it starts, nobody is
 * their own agent, and the agent is an active user (a deactivated one could not sign). Checked on
 * the row as it will be stored, so an edit of one date is checked against the other.
 */
export const delegationRules: EntityRules = {
  async prepare(ctx, values, before) {
    const row = { ...before, ...values };
    const errors: Record<string, string[]> = {};
    const starts = typeof row.starts_on === 'string' ? row.starts_on : null;
    const ends = typeof row.ends_on === 'string' ? row.ends_on : null;
    if (starts && ends && ends < starts)
      errors.ends_on = [translate(ctx.lang, 'wf:admin.errors.endsBeforeStarts')];
    if (typeof row.agent_id === 'number') {
      if (row.agent_id === row.user_id) errors.agent_id = [translate(ctx.lang, 'wf:admin.errors.ownAgent')];
      else if (values.agent_id !== undefined) {
        const agent = await ctx.trx
          .selectFrom('users')
          .select('is_active')
          .where('id', '=', row.agent_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (agent && !agent.is_active)
          errors.agent_id = [translate(ctx.lang, 'wf:admin.errors.agentInactive')];
      }
    }
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), errors);
    return values;
  },
};
