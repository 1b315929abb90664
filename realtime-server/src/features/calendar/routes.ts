import { AppError } from '@ujian/shared/errors';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { perIpLimit } from '../auth/rate-limit';
import { feedOwner, feedToken, rotateFeedToken } from './feed-token';
import { calendarText, jadwalEvents, viewerOf } from './ics';

export type CalendarOptions = {
  /** the portal's public URL: event links, and the host part of every event `UID` (stable across requests) */
  appUrl: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Not found');

/** Calendar feeds (CONTRACT.md "Calendar"): the secret per-user URL, its rotation, the feed, one event. */
export function createCalendarRouter(deps: AppDeps, options: CalendarOptions): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const uidHost = new URL(options.appUrl).hostname;
  const secret = deps.config.jwtSecret;
  // the address calendar apps subscribe to is the public one, whatever host the request came through
  const feedUrl = (token: string) => new URL(`/api/v1/account/calendar/${token}.ics`, options.appUrl).toString();

  router.get('/account/calendar', auth, async (req, res) => {
    res.json({ url: feedUrl(await feedToken(deps.db, secret, authOf(req).userId)) });
  });
  router.post('/account/calendar/rotate', auth, async (req, res) => {
    res.json({ url: feedUrl(await rotateFeedToken(deps.db, secret, authOf(req).userId)) });
  });
  router.get(
    '/account/calendar/:file',
    perIpLimit(deps.config.rateLimits.calendarPerIp, 'calendar-ip', deps.rateLimitStore),
    async (req, res) => {
      const match = /^(.+)\.ics$/.exec(String(req.params.file));
      const owner = match ? await feedOwner(deps.db, match[1]!) : undefined;
      const viewer = owner === undefined ? undefined : await viewerOf(deps.db, owner);
      if (!viewer?.active) throw notFound();
      const events = await jadwalEvents(deps.db, viewer);
      res.type('text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', 'inline; filename="jadwal-sidang.ics"');
      res.send(calendarText(events, viewer.locale, uidHost, options.appUrl));
    },
  );
  router.get('/jadwal-sidang/:uuid/ics', auth, async (req, res) => {
    const uuid = String(req.params.uuid);
    if (!UUID.test(uuid)) throw notFound();
    const viewer = await viewerOf(deps.db, authOf(req).userId);
    if (!viewer) throw notFound();
    const events = await jadwalEvents(deps.db, viewer, { uuid, drafts: true });
    if (events.length === 0) throw notFound();
    res.type('text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="jadwal-sidang-${uuid}.ics"`);
    res.send(calendarText(events, viewer.locale, uidHost, options.appUrl));
  });
  return router;
}
