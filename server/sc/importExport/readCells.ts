const TRUE = new Set(['true', '1', 'yes', 'y', '是', 'はい', '✓', 'active', '啟用', '启用', '有効']);
const FALSE = new Set(['false', '0', 'no', 'n', '否', 'いいえ', 'inactive', '停用', '无效', '無効']);

/** A yes/no cell in any of the four languages; undefined when it is neither. */
export function readBoolean(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  return TRUE.has(t) ? true : FALSE.has(t) ? false : undefined;
}

/** A list cell ("D01; D02"): split on semicolons, commas or line breaks, blanks dropped. */
export function readList(text: string): string[] {
  return text
    .split(/[;,，、\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Text of a value in a report's before → after. */
export function shown(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
