import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api/ApiError';
import { serverFieldErrors } from '../form/serverFieldErrors';
import { errorPaths } from './errorPaths';

describe('the server’s messages on a form’s values', () => {
  it('nest under the formValues field, and come back out as the form runtime’s paths', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: {
        'attributes.party': ['Counterparty is required.'],
        'attributes.items.0.price': ['Price is required.'],
        attributes: ['Choose a Model first.'],
        'name.tw': ['Too long.'],
        version: ['Stale.'],
      },
    });
    const found = serverFieldErrors(error, ['name', 'model_id', 'attributes'], new Set(['attributes']));
    expect(found.fields).toEqual(['attributes']);
    expect(found.other).toEqual(['Too long.', 'Stale.']);
    const onAttributes = (found.onFields as Record<string, unknown>).attributes;
    expect(onAttributes).toEqual({
      __errors: ['Choose a Model first.'],
      party: { __errors: ['Counterparty is required.'] },
      items: { 0: { price: { __errors: ['Price is required.'] } } },
    });
    expect(errorPaths(onAttributes)).toEqual({
      party: ['Counterparty is required.'],
      'items.0.price': ['Price is required.'],
    });
  });
});
