import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { BRAND } from './brand.js';
import type { MailContext } from './mail-template.js';

export interface LayoutProps {
  context: MailContext;
  /** The line mail clients show beside the subject. */
  preview: string;
  children: ReactNode;
}

/** Every mail's frame: the firm's name on the night band, the body on white, the site below. */
export function Layout({ context, preview, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: BRAND.paper, fontFamily: BRAND.font, color: BRAND.ink }}>
        <Container style={{ maxWidth: '560px', padding: '24px 12px' }}>
          <Section
            style={{
              backgroundColor: BRAND.night,
              borderRadius: '8px 8px 0 0',
              padding: '18px 24px',
              borderBottom: `3px solid ${BRAND.sand}`,
            }}
          >
            <Link
              href={context.siteUrl}
              style={{ color: BRAND.onNight, fontSize: '18px', fontWeight: 600 }}
            >
              {context.firmName}
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: BRAND.surface,
              border: `1px solid ${BRAND.line}`,
              borderTop: 'none',
              borderRadius: '0 0 8px 8px',
              padding: '8px 24px 16px',
            }}
          >
            {children}
          </Section>
          <Text style={{ color: BRAND.inkMuted, fontSize: '12px', textAlign: 'center' }}>
            {context.firmName} ·{' '}
            <Link href={context.siteUrl} style={{ color: BRAND.inkMuted }}>
              {new URL(context.siteUrl).host}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of body text. */
export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      style={{
        fontSize: muted ? '14px' : '16px',
        lineHeight: '24px',
        color: muted ? BRAND.inkMuted : BRAND.ink,
      }}
    >
      {children}
    </Text>
  );
}

/** Text a person wrote, line breaks kept (in the text part too). */
export function Quoted({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <Text
      style={{
        fontSize: '16px',
        lineHeight: '24px',
        borderLeft: `3px solid ${BRAND.sand}`,
        paddingLeft: '12px',
      }}
    >
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** A label and its value, one per line ("Company: Orbital AI"). */
export function Fields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Text style={{ fontSize: '14px', lineHeight: '22px', color: BRAND.ink }}>
      {rows.map(([label, value], index) => (
        <span key={label}>
          {index > 0 && <br />}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </Text>
  );
}
