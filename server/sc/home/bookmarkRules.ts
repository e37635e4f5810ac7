import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { normaliseOwnerList } from '../notifyRules/ownerList';
import { ownerListError } from '../notifyRules/ownerListError';
import { isBookmarkUrl } from './isBookmarkUrl';

/**
 * Quick links (`sc.bookmark`): the URL is http(s) or an in-app path (isBookmarkUrl), and the
 * owners who see it are `all` or live owner references (`d3,g2,u7`), stored normalised so
 * `GET /api/sc/bookmark/mine` can match them in SQL.
 */
export const bookmarkRules: EntityRules = {
  async prepare(ctx, values) {
    const out = { ...values };
    if (typeof values.url === 'string') {
      const url = values.url.trim();
      if (!isBookmarkUrl(url))
        throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
          url: [translate(ctx.lang, 'sc:bookmark.errors.url')],
        });
      out.url = url;
    }
    if (typeof values.owners === 'string') {
      const read = await normaliseOwnerList(ctx.trx, values.owners);
      if ('problem' in read) throw ownerListError('owners', read.problem, ctx.lang);
      out.owners = read.value;
    }
    return out;
  },
};
