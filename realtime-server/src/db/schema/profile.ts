import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { peminatan, prodi } from './master';

/** A user's biodata; which fields are required follows the role (shared/biodata.ts). */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nomorInduk: text('nomor_induk'), // NIM for students, NIDN/NIP for staff
  prodiUuid: uuid('prodi_uuid').references(() => prodi.uuid),
  peminatanUuid: uuid('peminatan_uuid').references(() => peminatan.uuid),
  phone: text('phone'),
  address: text('address'),
  photoPath: text('photo_path'),
  locale: text('locale'),
  layout: text('layout'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
