import { describe, expect, it } from '@jest/globals';
import { slugAfterEdit, slugAfterTitleChange } from './slugDraft';

describe('a slug drafted from a title', () => {
  it('follows the title while nobody has edited it', () => {
    const draft = slugAfterTitleChange({ slug: '', edited: false }, 'Why AI-native Companies Win');
    expect(draft).toEqual({ slug: 'why-ai-native-companies-win', edited: false });
    expect(slugAfterTitleChange(draft, 'Why AI Wins & Loses')).toEqual({
      slug: 'why-ai-wins-and-loses',
      edited: false,
    });
  });

  it('stops following once edited by hand', () => {
    const draft = slugAfterEdit('my-own-address');
    expect(draft).toEqual({ slug: 'my-own-address', edited: true });
    expect(slugAfterTitleChange(draft, 'A New Title')).toBe(draft);
  });

  it('follows the title again once the slug is cleared', () => {
    const cleared = slugAfterEdit('  ');
    expect(cleared.edited).toBe(false);
    expect(slugAfterTitleChange(cleared, 'Back Again').slug).toBe('back-again');
  });
});
