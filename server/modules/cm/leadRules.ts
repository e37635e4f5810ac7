import { sql } from 'kysely';
import type { EntityRules } from '../../resources/entityRules';

/**
 * A lead's status follows the outcome of the stage it is moved to (a won
 * stage wins the lead), so dragging a card on the board keeps the two in step.
 * A status set explicitly in the same write wins over the stage.
 */
export const leadRules: EntityRules = {
  prepare: async (ctx, values, before) => {
    const stageId = values.pipeline_stage_id;
    if (typeof stageId !== 'number' || stageId === before?.pipeline_stage_id || values.status !== undefined)
      return values;
    const stage = await sql<{
      outcome: string;
    }>`select outcome from cm_pipeline_stages where id = ${stageId}`.execute(ctx.trx);
    const outcome = stage.rows[0]?.outcome;
    if (outcome) values.status = outcome;
    return values;
  },
};
