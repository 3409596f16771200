import { uuid } from '../../core/http/contract.js';
import { notFound } from '../../core/errors.js';

/** A route's :id, or the resource's 404: a malformed id names nothing that exists (the declared routes' one UUID parser). */
export function idOr404(value: unknown, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
