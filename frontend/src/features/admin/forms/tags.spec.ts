import { describe, expect, it } from '@jest/globals';
import { formatTags, parseTags } from './tags';

describe('parseTags', () => {
  it('splits on commas, trims, and drops empty entries', () => {
    expect(parseTags(' LLM Ops ,Agents,, ,  Retrieval ')).toEqual([
      'LLM Ops',
      'Agents',
      'Retrieval',
    ]);
  });

  it('drops repeats ignoring case, keeping the first spelling', () => {
    expect(parseTags('Agents, agents, AGENTS, MLOps')).toEqual(['Agents', 'MLOps']);
  });

  it('keeps more than ten tags so that the form can say there are too many', () => {
    const text = Array.from({ length: 12 }, (_, i) => `tag ${i}`).join(',');
    expect(parseTags(text)).toHaveLength(12);
  });

  it('reads nothing from blank text', () => {
    expect(parseTags('   ')).toEqual([]);
  });
});

describe('formatTags', () => {
  it('writes tags back as the comma-separated text they are edited as', () => {
    expect(formatTags(['LLM Ops', 'Agents'])).toBe('LLM Ops, Agents');
    expect(parseTags(formatTags(['LLM Ops', 'Agents']))).toEqual(['LLM Ops', 'Agents']);
  });
});
