import { render, toPlainText } from '@react-email/render';
import type { MailTemplateName } from '@sandglass/server';
import { literalHeaderText } from './header-text.js';
import { TEMPLATES } from './index.js';
import type { MailContext, MailTemplate } from './mail-template.js';

export interface RenderedMail {
  /** As a person reads it. */
  subject: string;
  /** As it goes into the header: visitors' text in it is sent literally (literalHeaderText). */
  headerSubject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /**
   * For a mail sent to many with one value changed (MailTemplate.shared): its parts with a
   * stand-in of the value's length where the value goes, the same for all of them (`key`), so
   * the transport can encode them once and put each value in.
   */
  shared?: { key: string; placeholder: string; value: string; html: string; text: string };
}

/** Thrown for a message whose template is unknown: it can never be sent. */
export class UnknownTemplateError extends Error {}

/** Renders a stored message's template with its data: the HTML part, and the text part from it. */
export async function renderMail(
  template: string,
  data: unknown,
  context: MailContext,
): Promise<RenderedMail> {
  if (!Object.hasOwn(TEMPLATES, template))
    throw new UnknownTemplateError(`There is no mail template named "${template}".`);
  const chosen = TEMPLATES[template as MailTemplateName] as MailTemplate<unknown>;
  if (chosen.shared) return renderShared(chosen, chosen.shared, data, context);
  return renderOnce(chosen, data, context);
}

async function renderOnce(
  chosen: MailTemplate<unknown>,
  data: unknown,
  context: MailContext,
): Promise<RenderedMail> {
  const subject = chosen.subject(data, context);
  const html = await render(chosen.body(data, context));
  return {
    subject,
    headerSubject: literalHeaderText(subject),
    html,
    text: toPlainText(html),
    headers: chosen.headers?.(data, context) ?? {},
  };
}

/**
 * Stands in for a shared template's personal value, cut to the value's length (16 to 64
 * characters); URL-safe and left as it is by every encoding a part can get.
 */
const PLACEHOLDER = 'ZqSGpersonalVALUEplaceholder7f3c1b9e0d2a4c6e8Zq51a0c3e7b9d2f4a6c';
const CACHE_SIZE = 32;
const rendered = new Map<string, Promise<RenderedMail>>();

/**
 * A mail sent to many that differs in one value (MailTemplate.shared): rendered once per key and
 * context with a placeholder, then the value is put in its place. The newest 32 stay cached.
 */
async function renderShared(
  chosen: MailTemplate<unknown>,
  shared: NonNullable<MailTemplate<unknown>['shared']>,
  data: unknown,
  context: MailContext,
): Promise<RenderedMail> {
  const value = shared.personal(data);
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(value)) return renderOnce(chosen, data, context);
  const placeholder = PLACEHOLDER.slice(0, value.length);
  const key = `${context.siteUrl}|${context.firmName}|${shared.key(data)}|${value.length}`;
  let once = rendered.get(key);
  if (!once) {
    once = renderOnce(chosen, shared.withPersonal(data, placeholder), context);
    rendered.set(key, once);
    once.catch(() => rendered.delete(key));
    if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
  }
  const mail = await once;
  const fill = (text: string) => text.split(placeholder).join(value);
  return {
    subject: fill(mail.subject),
    headerSubject: fill(mail.headerSubject),
    html: fill(mail.html),
    text: fill(mail.text),
    headers: Object.fromEntries(
      Object.entries(mail.headers).map(([name, text]) => [name, fill(text)]),
    ),
    shared: { key, placeholder, value, html: mail.html, text: mail.text },
  };
}
