// The batch generator's limits and result messages (docs/admin.md, Avatars).
// Imported by the web app too, so this file must stay free of Node imports.

export const BATCH_MIN = 1;
export const BATCH_MAX = 1000;
export const BATCH_DEFAULT = 100;
export const BATCH_SIZE_MESSAGE = 'Batch size must be between 1 and 1000';

export interface BatchOutcome {
  kind: 'success' | 'error' | 'info';
  title: string;
  message: string;
}

/** What a cancel leaves behind: the avatars made before it stay (they are real, validated catalogue rows). */
export const keptAfterCancel = (done: number) =>
  done === 0 ? 'No avatars were made before the cancel.' : `The ${done} avatar${done === 1 ? '' : 's'} made before the cancel ${done === 1 ? 'is' : 'are'} kept in the catalogue.`;

/** The toast shown when a batch ends: the wording of docs/admin.md for a finished batch, plain words otherwise. */
export function batchOutcome(b: { status: string; done: number; failed: number; count: number }): BatchOutcome {
  const generated = `Generated ${b.done}/${b.count} avatars. ${b.failed} failed.`;
  if (b.status === 'failed') return { kind: 'error', title: 'Error', message: 'Failed to generate avatars' };
  if (b.status === 'cancelled') return { kind: 'info', title: 'Batch cancelled', message: `${generated} ${keptAfterCancel(b.done)}` };
  if (b.done === 0) return { kind: 'error', title: 'Error', message: 'No avatars generated successfully' };
  return { kind: 'success', title: 'Success', message: generated };
}
