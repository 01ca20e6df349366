import { encodeWord } from 'nodemailer/lib/mime-funcs';

/**
 * Header text that a mail client shows exactly as written. Nodemailer sends plain-ASCII header
 * text as it is, so a visitor's name such as `=?utf-8?q?Urgent=3A_wire_money?=` would reach the
 * firm as an RFC 2047 encoded word and be shown decoded, as text the visitor chose. Text with
 * `=?` in it is therefore sent as one encoded word of its own (UTF-8, Q), inside which the
 * visitor's characters are only characters.
 */
export function literalHeaderText(text: string): string {
  return text.includes('=?') ? encodeWord(text, 'Q', 52) : text;
}
