// The automatic runtime per file: the server also runs from the repository root, where no tsconfig sets `jsx`.
/** @jsxRuntime automatic @jsxImportSource react */
import type { LinkMailText, MessageLocale } from '../../notifikasi/messages';
import type { MailMessage } from '../mailer';
import { renderMail } from '../render-mail';
import { MailLayout, Paragraphs } from './mail-layout';

/** A mail whose point is one link: reset a password, confirm an address, set a first password. */
export function LinkMail({ lang, texts, url }: { lang: MessageLocale; texts: LinkMailText; url: string }) {
  return (
    <MailLayout
      lang={lang}
      preview={texts.intro.split('\n')[0] ?? texts.subject}
      heading={texts.subject}
      action={{ label: texts.action, url }}
      footer={texts.outro}
    >
      <Paragraphs text={texts.intro} />
    </MailLayout>
  );
}

/** The link mail ready to queue (all but the address), in `lang`. */
export async function linkMail(
  lang: MessageLocale,
  texts: LinkMailText,
  url: string,
): Promise<Omit<MailMessage, 'to'>> {
  return {
    subject: texts.subject,
    language: lang,
    ...(await renderMail(<LinkMail lang={lang} texts={texts} url={url} />)),
  };
}
