// The automatic runtime per file: the server also runs from the repository root, where no tsconfig sets `jsx`.
/** @jsxRuntime automatic @jsxImportSource react */
import type { MessageLocale } from '../../notifikasi/messages';
import type { MailMessage } from '../mailer';
import { renderMail } from '../render-mail';
import { type MailAction, MailLayout, Paragraphs } from './mail-layout';

export type NotificationMailProps = { lang: MessageLocale; title: string; body: string; action: MailAction };

/** The mail beside an in-app notification: its title, its text, and the way back to the portal. */
export function NotificationMail({ lang, title, body, action }: NotificationMailProps) {
  return (
    <MailLayout lang={lang} preview={body.split('\n')[0] ?? title} heading={title} action={action}>
      <Paragraphs text={body} />
    </MailLayout>
  );
}

/** The notification's mail ready to queue (all but the address), in `lang`. */
export async function notificationMail(
  lang: MessageLocale,
  message: { title: string; body: string; action: MailAction },
): Promise<Omit<MailMessage, 'to'>> {
  return {
    subject: message.title,
    language: lang,
    ...(await renderMail(<NotificationMail lang={lang} {...message} />)),
  };
}
