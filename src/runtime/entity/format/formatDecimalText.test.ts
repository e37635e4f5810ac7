import { describe, expect, it } from 'vitest';
import { formatDecimalText } from './formatDecimalText';

describe('formatDecimalText', () => {
  it('groups the whole part in the reader’s locale and keeps every decimal place', () => {
    expect(formatDecimalText('1234567.50', 'en-US')).toBe('1,234,567.50');
    expect(formatDecimalText('-1234.5', 'de-DE')).toBe('-1.234,5');
    expect(formatDecimalText('12345678901234567890.01', 'zh-TW')).toBe('12,345,678,901,234,567,890.01');
    expect(formatDecimalText('999', 'ja-JP')).toBe('999');
  });

  it('leaves text that is not a plain decimal as it is', () => {
    expect(formatDecimalText('n/a', 'en-US')).toBe('n/a');
  });
});
