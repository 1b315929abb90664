import { AppError } from '@ujian/shared/errors';
import { PG_INT_MAX } from '@ujian/shared/paging';
import type { RequestHandler } from 'express';

export const NUL_MESSAGE = 'Text may not contain the NUL character.';

/** Deeper JSON than any form of ours sends; checked without recursion so no body can overflow the stack. */
const MAX_DEPTH = 32;

/**
 * Refuses, before any route runs, input no route could store: a NUL character anywhere (in the path,
 * the query, a JSON key or string; PostgreSQL refuses it in text) and JSON nested deeper than
 * MAX_DEPTH. Both answer 400 in the contract's shape, naming the offending field.
 */
export const inputGuard: RequestHandler = (req, _res, next) => {
  if (pathHasNul(req.path)) throw nulError('path');
  const inQuery = findBad(req.query, 'query');
  if (inQuery) throw inQuery;
  const inBody = findBad(req.body, '');
  if (inBody) throw inBody;
  next();
};

function pathHasNul(path: string): boolean {
  if (path.includes('\0')) return true;
  if (!path.includes('%')) return false;
  try {
    return decodeURIComponent(path).includes('\0');
  } catch {
    // a malformed escape: the router answers it
    return false;
  }
}

function nulError(field: string): AppError {
  return new AppError('BAD_REQUEST', NUL_MESSAGE, { fields: { [field || '_']: NUL_MESSAGE } });
}

function findBad(root: unknown, rootName: string): AppError | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: rootName, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return nulError(path);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH)
      return new AppError('BAD_REQUEST', 'The request body is nested too deeply.', {
        fields: { [path || '_']: 'Nested too deeply.' },
      });
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return nulError(childPath.replaceAll('\0', ''));
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * A positive integer id from a path value: not a whole number -> 404 (as for a row that does not exist),
 * one beyond a PostgreSQL integer -> 400 (it could never be an id).
 */
export function intIdParam(value: unknown): number {
  const text = String(value ?? '');
  if (!/^[0-9]+$/.test(text)) throw new AppError('NOT_FOUND', 'Not found');
  const id = Number(text);
  if (id > PG_INT_MAX) throw new AppError('BAD_REQUEST', ID_RANGE_MESSAGE, { fields: { id: ID_RANGE_MESSAGE } });
  if (id <= 0) throw new AppError('NOT_FOUND', 'Not found');
  return id;
}

const ID_RANGE_MESSAGE = `An id is a whole number from 1 to ${PG_INT_MAX}.`;
