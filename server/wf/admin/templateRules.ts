import type { EntityRules } from '../../resources/entityRules';
import { normaliseOwnerList } from '../../sc/notifyRules/ownerList';
import { ownerListError } from '../../sc/notifyRules/ownerListError';

/**
 * Sign-off templates (`wf.template`): who may apply with one (`users`) is empty for everyone
 * holding `wf.use`, `all`, or live owner references (`d3,g2,u7`), stored normalised so the
 * engine's usableTemplates matches them token by token.
 */
export const templateRules: EntityRules = {
  // The spec's cached lists show templates: the categories a user may apply in, and their forms.
  cachedLists: ['templates', 'templateCategories', 'templateDefinitions'],
  async prepare(ctx, values) {
    if (typeof values.users !== 'string') return values;
    if (values.users.trim() === '') return { ...values, users: null };
    const read = await normaliseOwnerList(ctx.trx, values.users);
    if ('problem' in read) throw ownerListError('users', read.problem, ctx.lang);
    return { ...values, users: read.value };
  },
};

/** Template categories (`wf.templateCategory`): the cached category lists follow their writes. */
export const templateCategoryRules: EntityRules = {
  cachedLists: ['templateCategories'],
};
