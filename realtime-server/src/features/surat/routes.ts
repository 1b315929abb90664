import { AppError } from '@ujian/shared/errors';
import {
  type NotaDinasRequest,
  notaDinasSchema,
  type PublicSurat,
  reissueSuratSchema,
  retrySuratSchema,
  revokeSuratSchema,
  type SuratAntrianRow,
  type SuratJenis,
  suratListQuerySchema,
  suratPdfQuerySchema,
} from '@ujian/shared/surat';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { signingCertificate } from '../../db/schema/signing';
import { surat, suratAntrian } from '../../db/schema/surat';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { staleVersionError } from '../../http/stale-version';
import { parseWith } from '../../http/validate';
import { perIpLimit } from '../auth/rate-limit';
import { recipientLocale } from '../notifikasi/notify';
import { issueQueued } from './letter-queue';
import { issueNotaDinas, sidangInRange } from './nota-dinas';
import { reissueSurat } from './reissue-surat';
import { letterSigner } from './signing/letter-signer';
import { findVisibleSurat, listSurat, oneForReader, readableJenis } from './surat-rows';
import { ensureTerjemahan, storedHashes } from './terjemahan';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KODE = /^[A-Z2-9]{6,32}$/;

function uuidOf(req: Request): string {
  const uuid = String(req.params.uuid);
  if (!UUID.test(uuid)) throw new AppError('NOT_FOUND', 'Letter not found.');
  return uuid;
}

function sendPdf(res: Response, bytes: Uint8Array, filename: string, sha256?: string, locale?: string): void {
  res.setHeader('Content-Type', 'application/pdf');
  if (locale) res.setHeader('Content-Language', locale);
  res.setHeader('Content-Disposition', `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  if (sha256) res.setHeader('X-Content-SHA256', sha256);
  res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export type SuratFeature = { appUrl: string };

/**
 * Letters (`/surat`) and the public verification of a letter by its code (`/public/surat/:kode`, no
 * sign-in, rate limited).
 */
export function createSuratRouter(feature: SuratFeature): (app: AppDeps) => Router {
  return (app) => {
    const router = Router();
    const auth = requireAuth(app);
    const issueDeps = { appUrl: feature.appUrl, clock: app.clock };
    const mayReadLetters = (req: Request, _res: Response, next: () => void) => {
      if (readableJenis(authOf(req)).length === 0) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
      next();
    };

    router.get('/surat', auth, mayReadLetters, async (req, res) => {
      const query = parseWith(suratListQuerySchema, req.query);
      res.json(await listSurat(app.db, authOf(req), query));
    });

    router.post('/surat/nota-dinas', auth, authorize('create', 'nota-dinas'), async (req, res) => {
      const body = parseWith(notaDinasSchema, req.body) as NotaDinasRequest;
      const caller = authOf(req);
      const issued = await issueNotaDinas(
        app.db,
        issueDeps,
        {
          userId: caller.userId,
          role: caller.ability.can('manage', 'all') ? 'admin' : caller.role,
          prodiId: caller.user.prodiId,
        },
        body,
      );
      res.status(201).json(await oneForReader(app.db, caller, issued));
    });

    // what a nota dinas for this range would list, for the form's preview
    router.get('/surat/nota-dinas/preview', auth, authorize('create', 'nota-dinas'), async (req, res) => {
      const caller = authOf(req);
      const query = parseWith(notaDinasSchema, req.query) as NotaDinasRequest;
      const prodiUuid = caller.ability.can('manage', 'all') ? query.prodiUuid : (caller.user.prodiId ?? undefined);
      res.json({ sidang: await sidangInRange(app.db, { ...query, prodiUuid }) });
    });

    // letters events need that wait or failed: admins see why, and retry a failed one
    const admin = (req: Request, _res: Response, next: () => void) => {
      if (!authOf(req).ability.can('manage', 'all')) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
      next();
    };
    router.get('/surat/antrian', auth, admin, async (_req, res) => {
      const rows = await app.db.select().from(suratAntrian).orderBy(desc(suratAntrian.createdAt)).limit(500);
      res.json({ data: rows.map(antrianRow) });
    });

    router.post('/surat/antrian/:uuid/retry', auth, admin, async (req, res) => {
      const uuid = uuidOf(req);
      const { version } = parseWith(retrySuratSchema, req.body);
      const [row] = await app.db.select().from(suratAntrian).where(eq(suratAntrian.uuid, uuid));
      if (!row) throw new AppError('NOT_FOUND', 'Nothing waits to be issued under this id.');
      if (row.status !== 'gagal')
        throw new AppError('CONFLICT', 'This letter has not failed.', { fields: { reason: 'NOT_IN_STATE' } });
      const [again] = await app.db
        .update(suratAntrian)
        .set({ status: 'menunggu', version: sql`${suratAntrian.version} + 1`, updatedAt: app.clock.now() })
        .where(and(eq(suratAntrian.uuid, uuid), eq(suratAntrian.version, version), eq(suratAntrian.status, 'gagal')))
        .returning();
      if (!again)
        throw new AppError('CONFLICT', 'The letter was changed meanwhile. Reload it.', {
          fields: { reason: 'STALE_VERSION' },
          current: antrianRow(row),
        });
      if ((await issueQueued(app.db, issueDeps, uuid)) === 'failed') {
        const [failed] = await app.db.select().from(suratAntrian).where(eq(suratAntrian.uuid, uuid));
        throw new AppError('CONFLICT', `The letter could not be made: ${failed?.error ?? ''}`, {
          fields: { reason: 'RENDER_FAILED' },
          ...(failed ? { current: antrianRow(failed) } : {}),
        });
      }
      res.json({ status: 'terbit' });
    });

    router.get('/surat/:uuid', auth, mayReadLetters, async (req, res) => {
      const caller = authOf(req);
      res.json(await oneForReader(app.db, caller, await findVisibleSurat(app.db, caller, uuidOf(req))));
    });

    // the reader's language unless `?lang=` says otherwise (`id`: the issued original)
    router.get('/surat/:uuid/pdf', auth, mayReadLetters, async (req, res) => {
      const caller = authOf(req);
      const uuid = uuidOf(req);
      const { lang } = parseWith(suratPdfQuerySchema, req.query);
      const locale = lang ?? (await recipientLocale(app.db, caller.userId));
      const row = await findVisibleSurat(app.db, caller, uuid, locale === 'id');
      const name = `${row.jenis}-${row.nomor}${locale === 'id' ? '' : `-${locale}`}.pdf`;
      if (locale === 'id') return sendPdf(res, row.pdf, name, row.sha256, locale);
      const rendering = await ensureTerjemahan(app.db, row.uuid, locale);
      if (!rendering) throw new AppError('NOT_FOUND', 'Letter not found.');
      sendPdf(res, rendering.pdf, name, rendering.sha256, locale);
    });

    router.post('/surat/:uuid/revoke', auth, async (req, res) => {
      const caller = authOf(req);
      const body = parseWith(revokeSuratSchema, req.body);
      const row = await findVisibleSurat(app.db, caller, uuidOf(req));
      if (!caller.ability.can('manage', row.jenis as SuratJenis))
        throw new AppError('FORBIDDEN', 'Only an admin may revoke a letter.');
      if (row.status === 'dicabut')
        throw new AppError('CONFLICT', 'This letter is already revoked.', { fields: { reason: 'NOT_IN_STATE' } });
      const [updated] = await app.db
        .update(surat)
        .set({ status: 'dicabut', alasanCabut: body.alasan, version: sql`${surat.version} + 1` })
        .where(and(eq(surat.uuid, row.uuid), eq(surat.version, body.version)))
        .returning();
      if (!updated)
        throw staleVersionError(
          'The letter was changed meanwhile. Reload it.',
          await oneForReader(app.db, caller, await findVisibleSurat(app.db, caller, row.uuid)),
        );
      res.json(await oneForReader(app.db, caller, updated));
    });

    router.post('/surat/:uuid/reissue', auth, async (req, res) => {
      const caller = authOf(req);
      const { version } = parseWith(reissueSuratSchema, req.body);
      const row = await findVisibleSurat(app.db, caller, uuidOf(req));
      if (!caller.ability.can('manage', row.jenis as SuratJenis))
        throw new AppError('FORBIDDEN', 'Only an admin may issue a letter again.');
      try {
        const issued = await reissueSurat(app.db, issueDeps, row.uuid, version, caller.userId);
        res.status(201).json(await oneForReader(app.db, caller, issued));
      } catch (err) {
        if (err instanceof AppError && err.fields?.reason === 'STALE_VERSION')
          throw staleVersionError(
            err.message,
            await oneForReader(app.db, caller, await findVisibleSurat(app.db, caller, row.uuid)),
          );
        throw err;
      }
    });

    const publicLimit = perIpLimit(app.config.rateLimits.verifyPerIp, 'verify-ip', app.rateLimitStore);
    router.get('/public/surat/:kode', publicLimit, async (req, res) => {
      const kode = String(req.params.kode).toUpperCase();
      if (!KODE.test(kode)) throw new AppError('NOT_FOUND', 'No letter has this code.');
      res.json(await publicSurat(app.db, kode));
    });

    // the certificate chain letters are signed with (PEM); `?sha256=` an earlier one that signed a letter
    router.get('/public/signing-certificate', publicLimit, async (req, res) => {
      const wanted = typeof req.query.sha256 === 'string' ? req.query.sha256.toLowerCase() : undefined;
      const { identity } = await letterSigner();
      let pem = identity.chainPem;
      if (wanted && wanted !== identity.certificateSha256) {
        const [row] = /^[0-9a-f]{64}$/.test(wanted)
          ? await app.db
              .select({ pem: signingCertificate.pem })
              .from(signingCertificate)
              .where(eq(signingCertificate.sha256, wanted))
          : [];
        if (!row) throw new AppError('NOT_FOUND', 'No letter was signed with this certificate.');
        pem = row.pem;
      }
      res.setHeader('Content-Type', 'application/x-pem-file');
      res.setHeader('Content-Disposition', 'inline; filename="signing-certificate.pem"');
      res.send(pem);
    });

    return router;
  };
}

function antrianRow(row: typeof suratAntrian.$inferSelect): SuratAntrianRow {
  const args = row.args as { jadwalUuid?: string; pengajuanUuid?: string };
  return {
    uuid: row.uuid,
    jenis: row.jenis as SuratAntrianRow['jenis'],
    status: row.status as SuratAntrianRow['status'],
    ref: {
      ...(args.jadwalUuid ? { jadwalUuid: args.jadwalUuid } : {}),
      ...(args.pengajuanUuid ? { pengajuanUuid: args.pengajuanUuid } : {}),
    },
    error: row.error,
    attempts: row.attempts,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function publicSurat(db: Db, kode: string): Promise<PublicSurat> {
  const [row] = await db
    .select({
      uuid: surat.uuid,
      jenis: surat.jenis,
      nomor: surat.nomor,
      tanggal: surat.tanggal,
      perihal: surat.perihal,
      status: surat.status,
      penerima: surat.penerima,
      sha256: surat.sha256,
      signedAt: surat.signedAt,
      certificateSha256: surat.certificateSha256,
      signer: signingCertificate.signer,
    })
    .from(surat)
    .leftJoin(signingCertificate, eq(signingCertificate.sha256, surat.certificateSha256))
    .where(eq(surat.kode, kode));
  if (!row) throw new AppError('NOT_FOUND', 'No letter has this code.');
  return {
    jenis: row.jenis as PublicSurat['jenis'],
    nomor: row.nomor,
    tanggal: row.tanggal,
    perihal: row.perihal,
    status: row.status as PublicSurat['status'],
    penerima: (row.penerima as { nama: string }[]).map((p) => p.nama),
    sha256: row.sha256,
    sha256Terjemahan: await storedHashes(db, row.uuid),
    signature:
      row.signedAt && row.certificateSha256 && row.signer
        ? { signer: row.signer, signedAt: row.signedAt.toISOString(), certificateSha256: row.certificateSha256 }
        : null,
  };
}
