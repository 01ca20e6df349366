/** Hashtags closing a post ("... #AI #VentureCapital"), kept whole when the text is cut. */
const TRAILING_HASHTAGS = /(\s+)((?:#[\p{L}\p{N}_]+\s*)+)$/u;
const ELLIPSIS = '…';

/**
 * Makes a model's post fit a platform: surrounding quotes go, and a post longer than
 * `maxLength` characters is cut at a word boundary and marked with an ellipsis, keeping its
 * closing hashtags when they take less than half the room.
 */
export function fitPost(text: string, maxLength: number): string {
  const post = unquote(text.trim());
  if (post.length <= maxLength) return post;
  const tags = TRAILING_HASHTAGS.exec(post);
  if (tags && tags[2].trim().length < maxLength / 2) {
    const ending = `${tags[1].includes('\n') ? '\n\n' : ' '}${tags[2].trim()}`;
    const body = post.slice(0, tags.index);
    return `${cut(body, maxLength - ending.length)}${ending}`;
  }
  return cut(post, maxLength);
}

/** At most `max` characters, ending at a word boundary with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let room = max - ELLIPSIS.length;
  // Never split a surrogate pair (an emoji, say) in two.
  if (/[\uD800-\uDBFF]/.test(text[room - 1] ?? '')) room -= 1;
  const head = text.slice(0, room);
  const space = head.search(/\s\S*$/);
  const words = space > room / 2 ? head.slice(0, space) : head;
  return `${words.replace(/[\s,;:.!?-]+$/u, '')}${ELLIPSIS}`;
}

function unquote(text: string): string {
  const quoted = /^["“](.*)["”]$/s.exec(text);
  return quoted ? quoted[1].trim() : text;
}
