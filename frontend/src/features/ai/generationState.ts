import type { AiStreamDelta, AiStreamDone, BlogContentResponse } from '@sandglass/shared';

export type GenerationStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

/**
 * One run of a generation as the page shows it: the text so far (by field, for a blog draft),
 * then the final result and usage, or why it did not finish.
 */
export interface GenerationState {
  status: GenerationStatus;
  /** The text as it streamed in; a blog draft's content, or a plain answer. */
  text: string;
  /** A blog draft's title and summary as they streamed in. */
  fields: Partial<BlogContentResponse>;
  done?: AiStreamDone<unknown>;
  error?: unknown;
}

export const IDLE: GenerationState = { status: 'idle', text: '', fields: {} };

export const STREAMING: GenerationState = { status: 'streaming', text: '', fields: {} };

/** Adds one streamed piece: plain text, or a piece of one of a draft's fields. */
export function withDelta(state: GenerationState, delta: AiStreamDelta): GenerationState {
  if (!delta.field || delta.field === 'content') return { ...state, text: state.text + delta.text };
  return {
    ...state,
    fields: { ...state.fields, [delta.field]: (state.fields[delta.field] ?? '') + delta.text },
  };
}
