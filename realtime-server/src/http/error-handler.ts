import { AppError } from '@ujian/shared/errors';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pgErrorCode } from '../db/pg-error';
import { type MessageLocale, messageLocaleOf, messageLocales } from '../features/notifikasi/messages';
import { localizeError } from './error-texts/localize-error';

/**
 * The caller's language for a refusal: their account's `locale`, else the browser's first of the
 * portal's languages (`Accept-Language`), else Indonesian.
 */
export function callerLocale(req: Request): MessageLocale {
  const chosen = req.auth?.user.locale;
  if (chosen) return messageLocaleOf(chosen);
  if (!req.headers['accept-language']) return 'id';
  const accepted = req.acceptsLanguages(...messageLocales);
  return accepted ? messageLocaleOf(accepted) : 'id';
}

/** CONTRACT.md's error body, its texts in the caller's language. */
export function errorBodyFor(req: Request, error: AppError) {
  return error.toBody(localizeError(error, callerLocale(req)));
}

/** 404 for every /api path no route answered, in CONTRACT.md's error shape. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBodyFor(req, new AppError('NOT_FOUND', 'Not found')));
};

/** The one place an error becomes an HTTP answer; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = toAppError(err);
    if (appError.status >= 500) logger.error({ err, path: req.path }, 'request failed');
    else if (appError.logMessage) logger.warn({ code: appError.code, path: req.path }, appError.logMessage);
    // a download that failed mid-stream cannot change its status any more: end the connection so the
    // client sees the failure instead of waiting for the rest
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(appError.status).json(errorBodyFor(req, appError));
  };
}

type HttpishError = { type?: string; status?: number; statusCode?: number };

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = (err ?? {}) as HttpishError;
  // body-parser's errors carry a `type`; map them to the contract's codes
  if (e.type === 'entity.parse.failed') return new AppError('MALFORMED_JSON', 'Malformed JSON body');
  if (e.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
  const status = e.status ?? e.statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type');
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError('BAD_REQUEST', 'Bad request');
  // SQLSTATE class 22 (data exception: out of range, bad text, NUL): the input could never be stored,
  // wherever a route forgot to check it
  if (pgErrorCode(err)?.startsWith('22'))
    return new AppError('BAD_REQUEST', 'A value in the request is out of range or malformed.', {
      logMessage: `data exception ${pgErrorCode(err)}`,
    });
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}
