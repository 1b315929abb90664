import { AppError } from '@ujian/shared/errors';
import { type Pengaturan, pengaturanBodySchema, pengaturanSchema, suratMessages } from '@ujian/shared/surat';
import { type Response, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { renderSettingsPreview } from '../surat/settings-preview';
import { logoProblem } from './logo';
import { loadPengaturan, savePengaturan } from './pengaturan';

export type PengaturanFeature = { appUrl: string };

function sendPreview(res: Response, bytes: Uint8Array): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', 'inline; filename="contoh-surat.pdf"');
  res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * The institution's settings (`/pengaturan`, admin): letterhead, signatories, number formats, the
 * daily maximum of sidang and the honorarium tax. Letters, jadwal and payroll read them.
 */
export function createPengaturanRouter(feature: PengaturanFeature): (app: AppDeps) => Router {
  return (app) => {
    const router = Router();
    const auth = requireAuth(app);
    const admin = authorize('manage', 'pengaturan');

    /** The sample letter of these settings; a logo that is no image, or a letter that cannot be made, is a 400. */
    async function preview(settings: Pengaturan): Promise<Uint8Array> {
      const logo = settings.logo ? logoProblem(settings.logo) : undefined;
      if (logo) throw new AppError('VALIDATION_FAILED', logo, { fields: { logo } });
      try {
        return await renderSettingsPreview(settings, feature.appUrl, app.clock.now());
      } catch {
        const message = suratMessages.settingsUnrenderable;
        throw new AppError('VALIDATION_FAILED', message, {
          fields: settings.logo ? { logo: message } : { _: message },
        });
      }
    }

    router.get('/pengaturan', auth, admin, async (_req, res) => {
      res.json(await loadPengaturan(app.db));
    });

    // rendered first: settings a letter cannot be made with never reach an issued letter
    router.put('/pengaturan', auth, admin, async (req, res) => {
      const body = parseWith(pengaturanBodySchema, req.body);
      await preview(body);
      res.json(await savePengaturan(app.db, body, authOf(req).userId, app.clock.now()));
    });

    // the live preview of the settings form: a sample letter with the settings as typed, not saved
    router.post('/pengaturan/preview.pdf', auth, admin, async (req, res) => {
      sendPreview(res, await preview(parseWith(pengaturanSchema, req.body)));
    });

    return router;
  };
}
