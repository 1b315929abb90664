import { penggunaCreateSchema } from '@ujian/shared/auth';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import type { EventSignal } from '../../events/signal';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifikasi/notify';
import { readMultipartFile } from '../sync-dosen/read-multipart';
import { accountApprovedMessage } from './account-messages';
import { approvePengguna } from './change-pengguna';
import { type AccountsDeps, createPengguna } from './create-pengguna';
import { importStudents, previewStudentImport, readStudentFile } from './import-students';
import { userIdParam } from './routes';

type SpineDeps = { signal: EventSignal; mailer: Pick<Mailer, 'queue' | 'from'>; appUrl: string };

function flagOf(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/**
 * Accounts an admin makes (`POST /pengguna`, `POST /pengguna/import`) and the approval of
 * self-registrations (`POST /pengguna/:id/approve`): each tells the user by mail or notification,
 * so it is mounted with the notification spine, like the reset-link route.
 */
export function createPenggunaAccountsRouter(deps: AppDeps, spine: SpineDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const accounts: AccountsDeps = { db: deps.db, clock: deps.clock, ...spine };

  router.post('/pengguna', auth, authorize('create', 'pengguna'), async (req, res) => {
    const body = parseWith(penggunaCreateSchema, req.body);
    res.status(201).json(await createPengguna(accounts, authOf(req).userId, body));
  });

  router.post('/pengguna/import', auth, authorize('create', 'pengguna'), async (req: Request, res) => {
    const upload = await readMultipartFile(req, deps.config.maxUploadMb * 1024 * 1024);
    const records = await readStudentFile(upload.buffer, upload.filename);
    const dryRun = flagOf(upload.fields.dryRun) || flagOf(String(req.query.dryRun ?? ''));
    if (dryRun) res.json(await previewStudentImport(accounts, records));
    else res.json(await importStudents(accounts, authOf(req).userId, records));
  });

  router.post('/pengguna/:id/approve', auth, authorize('update', 'pengguna'), async (req, res) => {
    const targetId = userIdParam(req);
    const approved = await approvePengguna(
      { ...deps, signal: spine.signal },
      { actorId: authOf(req).userId, targetId },
      (tx) =>
        notify(tx, spine, [targetId], {
          topic: 'akun',
          link: '/pengajuan-sidang/baru',
          localized: accountApprovedMessage,
        }),
    );
    res.json(approved);
  });

  return router;
}
