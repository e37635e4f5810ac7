/**
 * A record id as a URL or query carries it: 1 to 2,147,483,647, PostgreSQL's `integer` range.
 * Ten digits alone would let 9999999999 through, and the database refuses a comparison with
 * a value past its range with an error (a 500) instead of finding nothing. Digit by digit, as
 * JSON Schema compares strings only by pattern.
 */
export const ID_DIGITS =
  '[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7]';

/** The whole value is an id: `^(?:…)$`. */
export const ID_PATTERN = `^(?:${ID_DIGITS})$`;

/** The JSON Schema of an id path parameter, e.g. `params: {type: 'object', properties: {id: ID_PARAM}}`. */
export const ID_PARAM = { type: 'string', pattern: ID_PATTERN } as const;
