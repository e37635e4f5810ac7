import type { Kysely } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { AppContext } from '../../http/AppContext';
import type { Language } from '../../http/translate';
import type { SettingsRecord, SettingsScopeKey } from './SettingsDocumentStore';

/** What a rule sees of one save. */
export interface SettingsRuleContext {
  db: Kysely<Database>;
  lang: Language;
  scope: SettingsScopeKey;
  /** The document as stored now (before this save). */
  stored: Record<string, unknown>;
  /** The raw body, for rules that depend on what was sent at all. */
  body: Record<string, unknown>;
}

/**
 * The business rules of one settings document beyond what its field descriptors say,
 * attached by the descriptor's `rules` id in server/modules/buildSettingsRules.ts.
 * Every hook is optional.
 */
export interface SettingsRules {
  /**
   * After the schema check: add per-field errors to `errors` (translated) and normalise
   * `changes` in place (a time zone in its canonical spelling). Runs even when the schema
   * found problems, so every field's problem is reported at once.
   */
  check?(
    ctx: SettingsRuleContext,
    changes: Record<string, unknown>,
    errors: Record<string, string[]>,
  ): Promise<void> | void;
  /** What the audit log keeps of a value (a digest for an inline image, a masked key). */
  auditView?(value: Record<string, unknown>): unknown;
  /** Extra members of the `data` answered by GET and PUT (the seats in use beside the licence). */
  answerExtras?(db: Kysely<Database>): Promise<Record<string, unknown>>;
  /** After a save is committed: clear caches, tell the clients (realtime). */
  afterSave?(ctx: AppContext, saved: SettingsRecord): Promise<void>;
}

/** Rules by id: the explicit map built at the root (DESIGN.md section 9). */
export type SettingsRulesRegistry = ReadonlyMap<string, SettingsRules>;
