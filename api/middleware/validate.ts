import type { z } from 'zod';

/** The first problem, named by its field: "email: Invalid email address". */
export function describeZodError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (issue?.code === 'unrecognized_keys') {
    return { message: `Unknown field: ${issue.keys.join(', ')}`, field: issue.keys[0] };
  }
  return { message: field ? `${field}: ${issue!.message}` : (issue?.message ?? 'Invalid request'), field };
}
