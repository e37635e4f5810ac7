import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import { ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import { UserPreferences } from '../preferences/UserPreferences';

/** One of a user's common words: a phrase they put into comments with one click. */
export interface CommonWord {
  id: number;
  text: string;
}

/** The preference key the words are kept under (table `user_preference`). */
export const COMMON_WORDS_KEY = 'common-words';
/** A user keeps at most this many words, each at most this long. */
export const COMMON_WORDS_MAX = 100;
export const COMMON_WORD_MAX_LENGTH = 200;

/**
 * A user's common words for sign-off comments (spec: `/api/common/user-common-word`), kept in
 * order as one per-user preference. Each change reads, checks and writes the list in one
 * transaction under a per-user advisory lock, so two tabs adding at once both keep their word.
 * @example await new CommonWords(db).add(7, '同意', 'tw')
 */
export class CommonWords {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number): Promise<CommonWord[]> {
    return (await new UserPreferences(this.db).get<CommonWord[]>(userId, COMMON_WORDS_KEY))?.value ?? [];
  }

  /** Runs a change of the list: `change` gets the current words and returns the new ones. */
  private async change<T>(
    userId: number,
    change: (words: CommonWord[]) => { words: CommonWord[]; answer: T },
  ): Promise<T> {
    return this.db.transaction().execute(async (trx: Transaction<Database>) => {
      await sql`select pg_advisory_xact_lock(hashtext(${COMMON_WORDS_KEY}), ${userId})`.execute(trx);
      const prefs = new UserPreferences(trx);
      const words = (await prefs.get<CommonWord[]>(userId, COMMON_WORDS_KEY))?.value ?? [];
      const next = change(words);
      await prefs.put(userId, COMMON_WORDS_KEY, next.words);
      return next.answer;
    });
  }

  async add(userId: number, text: unknown, lang: Language): Promise<CommonWord> {
    return this.change(userId, (words) => {
      const clean = checkedText(text, words, null, lang);
      if (words.length >= COMMON_WORDS_MAX)
        fail('text', 'common:commonWords.errors.tooMany', lang, { max: COMMON_WORDS_MAX });
      const word = { id: Math.max(0, ...words.map((w) => w.id)) + 1, text: clean };
      return { words: [...words, word], answer: word };
    });
  }

  /** Changes a word's text; null when the user has no such word. */
  async rename(userId: number, id: number, text: unknown, lang: Language): Promise<CommonWord | null> {
    return this.change(userId, (words) => {
      if (!words.some((w) => w.id === id)) return { words, answer: null };
      const clean = checkedText(text, words, id, lang);
      const word = { id, text: clean };
      return { words: words.map((w) => (w.id === id ? word : w)), answer: word };
    });
  }

  /** Removes a word; null when the user has no such word. */
  async remove(userId: number, id: number): Promise<CommonWord | null> {
    return this.change(userId, (words) => ({
      words: words.filter((w) => w.id !== id),
      answer: words.find((w) => w.id === id) ?? null,
    }));
  }

  /** Puts the words in the order of `ids`, which must name each of them once. */
  async reorder(userId: number, ids: readonly number[], lang: Language): Promise<CommonWord[]> {
    return this.change(userId, (words) => {
      const byId = new Map(words.map((w) => [w.id, w]));
      if (ids.length !== words.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
        fail('ids', 'common:commonWords.errors.order', lang);
      const ordered = ids.map((id) => byId.get(id)!);
      return { words: ordered, answer: ordered };
    });
  }
}

function fail(
  field: string,
  key: string,
  lang: Language,
  params: Record<string, string | number> = {},
): never {
  throw new ValidationFailed(translate(lang, 'validation:failed'), {
    [field]: [translate(lang, key, params)],
  });
}

/** A word's text, trimmed: not empty, not too long, not one the user already has. */
function checkedText(
  text: unknown,
  words: readonly CommonWord[],
  exceptId: number | null,
  lang: Language,
): string {
  const clean = typeof text === 'string' ? text.trim() : '';
  if (clean === '') fail('text', 'common:commonWords.errors.empty', lang);
  if (clean.length > COMMON_WORD_MAX_LENGTH)
    fail('text', 'common:commonWords.errors.tooLong', lang, { max: COMMON_WORD_MAX_LENGTH });
  if (words.some((w) => w.id !== exceptId && w.text === clean))
    fail('text', 'common:commonWords.errors.duplicate', lang);
  return clean;
}
