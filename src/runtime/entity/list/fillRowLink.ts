import type { EntityRow } from '../data/EntityRow';

/**
 * A link row action's page for one row: `{id}` and each `{field}` replaced by the row's value,
 * address-encoded.
 * @example fillRowLink('/dm/pdf?document={document_id}&version={id}', row) // '/dm/pdf?document=4&version=9'
 */
export function fillRowLink(link: string, row: EntityRow): string {
  return link.replace(/\{([a-z_]+)\}/g, (_, name: string) =>
    encodeURIComponent(String((row as Record<string, unknown>)[name] ?? '')),
  );
}
