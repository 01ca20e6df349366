import { normalizeTags } from '@sandglass/shared';

/**
 * Tags typed as "LLM Ops, agents , LLM ops": split on commas, trimmed, empties and repeats
 * (ignoring case) dropped, as the server stores them. Not capped: too many is a validation
 * message, not a silent cut.
 */
export function parseTags(text: string): string[] {
  return normalizeTags(text.split(','), Infinity);
}

/** The text a tag list is edited as. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}
