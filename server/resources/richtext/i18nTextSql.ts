import { type RawBuilder, sql } from 'kysely';
import { fallbackOrder, LABEL_LANGUAGES } from '../../../schemas/core/richtext/i18nText';

/**
 * The text of an `i18nText` column a reader in `lang` sees, as SQL: their language,
 * then the fallbacks (schemas/core/richtext/i18nText.ts), an empty language skipped.
 * Lists sort by it, so a Japanese reader's list is in the order of the names they read.
 * @example i18nTextSqlLabel(sql`t.name`, 'jp') // coalesce(nullif(t.name->>'jp', ''), ...)
 */
export function i18nTextSqlLabel(column: RawBuilder<unknown>, lang: string | undefined): RawBuilder<unknown> {
  const order = fallbackOrder(lang ?? 'en');
  return sql`coalesce(${sql.join(order.map((l) => sql`nullif(${column}->>${sql.lit(l)}, '')`))})`;
}

/**
 * The same expression as plain SQL text over a quoted column, for the index schema sync builds
 * per language: the planner uses it for a list sorted by that label.
 * @example i18nTextLabelSql('"name"', 'jp') // coalesce(nullif("name"->>'jp', ''), ...)
 */
export function i18nTextLabelSql(quotedColumn: string, lang: string): string {
  return `coalesce(${fallbackOrder(lang)
    .map((l) => `nullif(${quotedColumn}->>'${l}', '')`)
    .join(', ')})`;
}

/** A quick search over an `i18nText` column: the pattern in any of the four languages. */
export function i18nTextSqlSearch(column: RawBuilder<unknown>, pattern: string): RawBuilder<unknown> {
  return sql`(${sql.join(
    LABEL_LANGUAGES.map((l) => sql`${column}->>${sql.lit(l)} ilike ${pattern}`),
    sql` or `,
  )})`;
}
