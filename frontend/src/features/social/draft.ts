import { isSocialPlatform, type SocialPlatform } from '@sandglass/shared';

/** What of an unsent post survives a reload: its text and the platforms chosen for it. */
export interface PostDraft {
  text: string;
  platforms: SocialPlatform[];
}

export const EMPTY_DRAFT: PostDraft = { text: '', platforms: [] };

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One draft per person, so two people sharing a browser never see each other's. */
export function draftKey(userId: string): string {
  return `sandglass:social-draft:${userId}`;
}

function browserStorage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The draft kept for `userId`, or an empty one (nothing kept, storage unreadable, or garbled). */
export function loadDraft(userId: string, storage = browserStorage()): PostDraft {
  try {
    const raw = storage?.getItem(draftKey(userId));
    if (!raw) return EMPTY_DRAFT;
    const value = JSON.parse(raw) as Partial<PostDraft>;
    return {
      text: typeof value.text === 'string' ? value.text : '',
      platforms: Array.isArray(value.platforms) ? value.platforms.filter(isSocialPlatform) : [],
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft; an empty one is removed rather than stored. */
export function saveDraft(userId: string, draft: PostDraft, storage = browserStorage()): void {
  try {
    if (draft.text === '' && draft.platforms.length === 0) storage?.removeItem(draftKey(userId));
    else storage?.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Without storage (private mode, full quota) the draft lives only while the page is open.
  }
}
