// The queue names, apart from the env parsing in config.ts so the web app's contracts can name them.
// Imported by the web app (through core/admin/contract.ts): keep this file free of Node imports.

export const QUEUE_NAMES = ['avatar-reply', 'report', 'pdf', 'avatar-batch', 'notify', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
