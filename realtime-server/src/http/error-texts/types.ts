import type { MessageLocale } from '../../features/notifikasi/messages';

/** A refusal's text in every language; `{name}` placeholders are filled from the error's params. */
export type Texts = Record<MessageLocale, string>;
