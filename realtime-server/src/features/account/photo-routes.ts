import { type Response, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { userIdParam } from '../pengguna/routes';
import type { Storage } from '../storage/storage';
import { deletePhoto, readPhoto, uploadPhoto } from './photo';

/**
 * Profile photos: the signed-in user's own (`/account/photo`) and, for whoever may read users, anyone's
 * (`/pengguna/:id/photo`). Mounted as an extra router because it needs file storage.
 */
export function createAccountPhotoRouter(feature: { storage: Storage }): (deps: AppDeps) => Router {
  return (appDeps) => {
    const deps = { ...appDeps, storage: feature.storage };
    const router = Router();
    const auth = requireAuth(deps);

    const send = async (res: Response, userId: number) => {
      const { bytes, mime } = await readPhoto(deps, userId);
      // personal data: the browser may keep it, shared caches may not
      res.setHeader('Cache-Control', 'private, max-age=3600');
      res.type(mime).send(bytes);
    };

    router.post('/account/photo', auth, async (req, res) => {
      res.status(201).json(await uploadPhoto(deps, authOf(req).userId, req));
    });
    router.get('/account/photo', auth, async (req, res) => {
      await send(res, authOf(req).userId);
    });
    router.delete('/account/photo', auth, async (req, res) => {
      await deletePhoto(deps, authOf(req).userId);
      res.status(204).end();
    });
    router.get('/pengguna/:id/photo', auth, authorize('read', 'pengguna'), async (req, res) => {
      await send(res, userIdParam(req));
    });
    return router;
  };
}
