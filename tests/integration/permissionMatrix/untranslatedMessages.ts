/** A translation key (`module:path.to.text`) standing where words should be. */
const KEY = /^[a-z]+:[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/**
 * The messages of an API answer (`message`, and each text of `errors`, whether by field or by
 * import row) that are translation keys rather than words: a key the locales lack is shown as
 * itself. Answers that are not JSON have none.
 * @example untranslatedMessages('{"message":"resources:import.gone"}') // ['resources:import.gone']
 */
export function untranslatedMessages(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const { message, errors } = parsed as { message?: unknown; errors?: unknown };
  const texts: unknown[] = [message];
  if (Array.isArray(errors)) texts.push(...errors.map((e) => (e as { message?: unknown })?.message));
  else if (errors && typeof errors === 'object')
    for (const list of Object.values(errors)) texts.push(...(Array.isArray(list) ? list : [list]));
  return texts.filter((t): t is string => typeof t === 'string' && KEY.test(t));
}
