import type { Json } from './schemaValues';

/** What a case attacks; the run's summary counts requests per category. */
export type HostileCategory =
  | 'pathParam'
  | 'query'
  | 'malformedJson'
  | 'wrongContentType'
  | 'oversizeBody'
  | 'deepNesting'
  | 'wrongType'
  | 'missingField'
  | 'unknownField'
  | 'oversizeString'
  | 'protoKeys'
  | 'nearValid'
  | 'file';

/**
 * One hostile request. A JSON object body is kept as `body` (plus raw members JSON.stringify
 * cannot write, such as a `__proto__` key or 50,000 levels of nesting) so the runner can add
 * the record's current `version` just before sending; anything else is a ready `payload`.
 */
export interface HostileCase {
  category: HostileCategory;
  /** What else makes it hostile: the kinds of text inside (sql, nul, loneSurrogate...), number edges. */
  tags: string[];
  /** The path with parameters filled in, percent-encoded as sent. */
  path: string;
  /** The query string as sent, without `?`. */
  query?: string;
  headers?: Record<string, string>;
  body?: { [key: string]: Json };
  rawMembers?: string[];
  payload?: string | Buffer;
}
