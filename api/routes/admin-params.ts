import { z } from 'zod';
import { notFound } from '../../core/errors.js';

const uuid = z.guid();

/** A route's :id, or the resource's 404: a malformed id names nothing that exists. */
export function idOr404(value: unknown, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
