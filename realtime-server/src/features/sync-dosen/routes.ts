import { AppError } from '@ujian/shared/errors';
import { queryInt } from '@ujian/shared/paging';
import { syncApplyBodySchema, syncPreviewBodySchema } from '@ujian/shared/sync-dosen';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { readMultipartFile } from './read-multipart';
import { fetchJsonSource, readUploadedFile, toSourceRows } from './read-source';
import { assertReadableSource } from './source-address';
import { applySyncPreview, createSyncPreview, listSyncRuns } from './sync-dosen';

const runsQuerySchema = z.object({
  page: queryInt(1).default(1),
  perPage: queryInt(1, 100).default(10),
});

function flagOf(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'true' || value === '1';
}

/** Where the lecturers come from: an uploaded CSV/XLSX, a JSON URL, or the configured default URL. */
async function readSource(req: Request, deps: AppDeps) {
  const maxBytes = deps.config.maxUploadMb * 1024 * 1024;
  if (req.is('multipart/form-data')) {
    const upload = await readMultipartFile(req, maxBytes);
    return {
      source: `file:${upload.filename}`,
      records: await readUploadedFile(upload.buffer, upload.filename),
      deactivateMissing: flagOf(upload.fields.deactivateMissing),
    };
  }
  const body = parseWith(syncPreviewBodySchema, req.body);
  const url = body.sourceUrl ?? deps.config.dosenSyncUrl;
  if (!url)
    throw new AppError('VALIDATION_FAILED', 'Please upload a file or give a source URL.', {
      fields: { sourceUrl: 'Please upload a file or give a source URL (DOSEN_SYNC_URL is not set).' },
    });
  await assertReadableSource(url, deps.config.dosenSyncUrl);
  return { source: url, records: await fetchJsonSource(url, maxBytes), deactivateMissing: body.deactivateMissing };
}

/** `/sync-dosen`: preview an import of lecturers, apply it, see past runs (admins). */
export function createSyncDosenRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.post('/sync-dosen/preview', auth, authorize('create', 'sync-dosen'), async (req, res) => {
    const { source, records, deactivateMissing } = await readSource(req, deps);
    const preview = await createSyncPreview(deps, {
      source,
      parsed: toSourceRows(records),
      // the source is the university's full list unless told otherwise
      deactivateMissing: deactivateMissing ?? true,
      actorId: authOf(req).userId,
    });
    res.json(preview);
  });
  router.post('/sync-dosen/apply', auth, authorize('create', 'sync-dosen'), async (req, res) => {
    const { previewId } = parseWith(syncApplyBodySchema, req.body);
    res.json(await applySyncPreview(deps, previewId, authOf(req).userId));
  });
  router.get('/sync-dosen/runs', auth, authorize('read', 'sync-dosen'), async (req, res) => {
    const { page, perPage } = parseWith(runsQuerySchema, req.query);
    res.json(await listSyncRuns(deps.db, page, perPage));
  });
  return router;
}
