// The automatic runtime per file: the server also runs from the repository root, where no tsconfig sets `jsx`.
/** @jsxRuntime automatic @jsxImportSource react */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MessageLocale } from '../../notifikasi/messages';

/** A button that leads into the portal, with its address written out below for clients without buttons. */
export type MailAction = { label: string; url: string };

export type MailLayoutProps = {
  lang: MessageLocale;
  /** the line inbox lists show after the subject */
  preview: string;
  heading: string;
  children: ReactNode;
  action?: MailAction;
  /** small print under the rule (why this mail came, what to do if it was not you) */
  footer?: string;
};

const colors = { text: '#1f2937', muted: '#6b7280', brand: '#1c4e80', line: '#e5e7eb', page: '#f3f4f6' };

/** Paragraphs of a message body; a line break inside one stays a line break. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph) => (
          <Text
            key={paragraph}
            style={{ fontSize: '15px', lineHeight: '22px', color: colors.text, margin: '0 0 12px' }}
          >
            {paragraph.split('\n').map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph have no identity but their order
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </Text>
        ))}
    </>
  );
}

/** The frame every portal mail shares: the portal's name, a heading, the message, one action, small print. */
export function MailLayout({ lang, preview, heading, children, action, footer }: MailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '24px auto', backgroundColor: '#ffffff', padding: '24px' }}>
          {/* the sender already says who writes: the text part starts with the heading */}
          <Text
            data-skip-in-text="true"
            style={{ fontSize: '13px', fontWeight: 700, color: colors.brand, margin: '0 0 8px' }}
          >
            Aplikasi Ujian
          </Text>
          <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', color: colors.text, margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          {action && (
            <Section style={{ margin: '8px 0 16px' }}>
              <Button
                href={action.url}
                style={{
                  backgroundColor: colors.brand,
                  color: '#ffffff',
                  fontSize: '15px',
                  fontWeight: 600,
                  padding: '10px 18px',
                  borderRadius: '6px',
                }}
              >
                {action.label}
              </Button>
              {/* the text part already carries the button's address */}
              <Text
                data-skip-in-text="true"
                style={{ fontSize: '12px', color: colors.muted, margin: '12px 0 0', wordBreak: 'break-all' }}
              >
                <Link href={action.url} style={{ color: colors.brand }}>
                  {action.url}
                </Link>
              </Text>
            </Section>
          )}
          {footer && (
            <>
              <Hr style={{ borderColor: colors.line, margin: '16px 0' }} />
              <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: 0 }}>{footer}</Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
