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
