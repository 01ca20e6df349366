import { describe, expect, it } from '@jest/globals';
import { countLabel } from './countLabel';

describe('countLabel', () => {
  it('uses the singular for one and the plural otherwise, digits grouped', () => {
    expect(countLabel(1, 'visit')).toBe('1 visit');
    expect(countLabel(0, 'message')).toBe('0 messages');
    expect(countLabel(1280, 'visit')).toBe('1,280 visits');
    expect(countLabel(2, 'company', 'companies')).toBe('2 companies');
  });
});
