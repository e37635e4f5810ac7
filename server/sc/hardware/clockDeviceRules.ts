import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { parseAddressList } from './parseAddressList';

/**
 * Clock-in devices (`sc.clockDevice`, the hardware screen): the address allow-list must hold
 * only IP addresses and CIDR ranges; it is stored one per line, so attendance can match a
 * clock-in's source address against it later. An empty list means "any address".
 */
export const clockDeviceRules: EntityRules = {
  async prepare(ctx, values) {
    if (typeof values.allowed_addresses !== 'string') return values;
    const read = parseAddressList(values.allowed_addresses);
    if ('invalid' in read)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        allowed_addresses: [
          translate(ctx.lang, 'sc:hardware.errors.address', { value: read.invalid.slice(0, 50) }),
        ],
      });
    return { ...values, allowed_addresses: read.value === '' ? null : read.value };
  },
};
