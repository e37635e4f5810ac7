import type { preValidationHookHandler } from 'fastify';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { hasRichTextFields, normaliseRichTextValues } from './normaliseRichTextValues';

/**
 * A route's preValidation step for create and update bodies: rich text sanitised and
 * labels trimmed before the JSON Schema runs, so maxLength counts the stored HTML.
 * Entities without such fields get a hook that does nothing.
 */
export function richTextBodyHook(d: EntityDescriptor): preValidationHookHandler {
  const needed = hasRichTextFields(d);
  return (request, _reply, done) => {
    if (needed && request.body && typeof request.body === 'object' && !Array.isArray(request.body))
      normaliseRichTextValues(d, request.body as Record<string, unknown>);
    done();
  };
}
