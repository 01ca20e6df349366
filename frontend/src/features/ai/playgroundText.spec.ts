import { describe, expect, it } from '@jest/globals';
import { formatCost, formatUsage, serverSentence } from './playgroundText';

describe('formatUsage', () => {
  it('shows tokens in and out and the cost', () => {
    expect(formatUsage({ inputTokens: 1212, outputTokens: 488, cost: 0.000312 })).toBe(
      '1,212 tokens in · 488 out · $0.000312',
    );
  });

  it('leaves out what the provider did not report', () => {
    expect(formatUsage({ inputTokens: 10, outputTokens: 5, cost: null })).toBe(
      '10 tokens in · 5 out',
    );
    expect(formatUsage({ inputTokens: null, outputTokens: null, cost: null })).toBe(
      'Usage not reported',
    );
  });
});

describe('formatCost', () => {
  it('keeps three significant digits of a fraction of a cent', () => {
    expect(formatCost(0.0001234)).toBe('$0.000123');
    expect(formatCost(1.5)).toBe('$1.5');
  });
});

describe('serverSentence', () => {
  it('is the sentence of an API error body, or nothing', () => {
    const limited = {
      status: 429,
      data: { statusCode: 429, code: 'AI_RATE_LIMITED', message: 'Try again in 12 seconds.' },
    };
    expect(serverSentence(limited)).toBe('Try again in 12 seconds.');
    expect(serverSentence({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      undefined,
    );
  });
});
