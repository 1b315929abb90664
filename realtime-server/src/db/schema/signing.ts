import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every certificate that has signed a letter, by the SHA-256 of its DER. Kept after the institution
 * replaces its certificate, so a letter signed earlier still says (and serves) which one signed it.
 */
export const signingCertificate = pgTable('signing_certificate', {
  sha256: text('sha256').primaryKey(),
  /** the signer's common name, as the public verification shows it */
  signer: text('signer').notNull(),
  /** the chain as PEM, the signer's certificate first */
  pem: text('pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
