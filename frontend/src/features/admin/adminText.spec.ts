import { describe, expect, it } from '@jest/globals';
import { formatDate, interestLabel, preview, PREVIEW_LENGTH } from './adminText';

describe('preview', () => {
  it('cuts text longer than 60 characters at 60 and adds "..."', () => {
    const text =
      'An inference platform that routes every request to the cheapest model that meets its bar.';
    expect(PREVIEW_LENGTH).toBe(60);
    expect(preview(text)).toBe(`${text.slice(0, 60)}...`);
    expect(preview(text)).toHaveLength(63);
  });

  it('leaves text of exactly 60 characters whole, without "..."', () => {
    const text = 'x'.repeat(60);
    expect(preview(text)).toBe(text);
  });

  it('counts characters after folding line breaks and runs of spaces into one space', () => {
    expect(preview('Line one\n\n   line two  ', 12)).toBe('Line one lin...');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as the day chosen, whatever the time zone', () => {
    expect(formatDate('2026-03-31')).toBe('Mar 31, 2026');
  });

  it('shows a dash for no date or an unreadable one', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('interestLabel', () => {
  it('reads a contact interest with the contact form’s wording', () => {
    expect(interestLabel('lp')).toBe('Becoming an LP');
  });
});
