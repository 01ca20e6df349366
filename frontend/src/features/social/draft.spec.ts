import { describe, expect, it } from '@jest/globals';
import { draftKey, EMPTY_DRAFT, loadDraft, saveDraft } from './draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the post draft', () => {
  it('keeps the text and platforms per person', () => {
    const storage = memoryStorage();
    saveDraft('u1', { text: 'Half a thought', platforms: ['twitter'] }, storage);
    expect(loadDraft('u1', storage)).toEqual({ text: 'Half a thought', platforms: ['twitter'] });
    expect(loadDraft('u2', storage)).toEqual(EMPTY_DRAFT);
  });

  it('forgets an emptied draft instead of storing it', () => {
    const storage = memoryStorage();
    saveDraft('u1', { text: 'x', platforms: [] }, storage);
    saveDraft('u1', { text: '', platforms: [] }, storage);
    expect(storage.items.has(draftKey('u1'))).toBe(false);
  });

  it('drops what it does not recognise and survives garbage or a broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(
      draftKey('u1'),
      JSON.stringify({ text: 42, platforms: ['myspace', 'linkedin'] }),
    );
    expect(loadDraft('u1', storage)).toEqual({ text: '', platforms: ['linkedin'] });
    storage.setItem(draftKey('u1'), '{not json');
    expect(loadDraft('u1', storage)).toEqual(EMPTY_DRAFT);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadDraft('u1', broken)).toEqual(EMPTY_DRAFT);
    expect(() => saveDraft('u1', { text: 'x', platforms: [] }, broken)).not.toThrow();
  });
});
