import type { ReactElement } from 'react';

/** One message as both parts of a `multipart/alternative` mail, made from one template. */
export type RenderedMail = { html: string; text: string };

/**
 * Renders a mail template (React Email components) to its HTML part and derives the text part
 * from that same HTML, so the two parts never say different things.
 */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
  // loaded with the first mail, not at start (it brings react-dom/server and an HTML-to-text parser)
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(template);
  return {
    html,
    text: toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] }).trim(),
  };
}
