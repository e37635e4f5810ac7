import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { SUBJECT_RECIPIENT } from './notifyEvents';
import { normaliseOwnerList } from './ownerList';
import { ownerListError } from './ownerListError';

/**
 * Notification rules (`sc.notifyRule`): the recipients are an owner list (or `all`, or
 * `subject`: the person the event is about, e.g. the applicant) naming live owners, and
 * a rule must use at least one channel, else it would notify no one.
 */
export const notifyRuleRules: EntityRules = {
  async prepare(ctx, values, before) {
    const out = { ...values };
    if (typeof values.recipients === 'string') {
      const read = await normaliseOwnerList(ctx.trx, values.recipients, [SUBJECT_RECIPIENT]);
      if ('problem' in read) throw ownerListError('recipients', read.problem, ctx.lang);
      out.recipients = read.value;
    }
    const merged = { in_app: true, mail: false, ...before, ...out };
    if (merged.in_app !== true && merged.mail !== true)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        in_app: [translate(ctx.lang, 'sc:notifyRules.errors.noChannel')],
      });
    return out;
  },
};
