import { z } from 'zod';

export const announcementAudiences = ['all', 'admin', 'koordinator', 'dosen', 'client'] as const;

/** `POST /api/v1/notifikasi/announce` (admins): a pengumuman into the inbox (and mail) of an audience. */
export const announcementBodySchema = z.object({
  title: z.string().trim().min(1, { error: 'Please enter a title.' }).max(120),
  body: z.string().trim().min(1, { error: 'Please enter a message.' }).max(2000),
  /** a path inside the portal, e.g. `/jadwal-sidang` */
  link: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s]*$/, { error: 'The link must be a path inside the portal, e.g. /jadwal-sidang.' })
    .optional(),
  audience: z.enum(announcementAudiences).default('all'),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
