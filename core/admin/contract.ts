// The admin area's REST shapes (/api/admin/*), declared once for the presenters in core/admin and the
// web app's client. Types only: the web app imports this file, so keep it free of Node imports.
import type { QueueName } from '../queues/names.js';

export interface AdminUserDto {
  id: string;
  email: string;
  fullName: string | null;
  subscriptionLevel: string;
  credits: number;
  renewalDate: string | null;
  startDate: string | null;
  createdAt: string;
  isAdmin: boolean;
}

export interface UserPage {
  items: AdminUserDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LevelStats {
  level: string;
  users: number;
  activeSubscriptions: number;
  paidMonths: number;
}

export interface AdminStats {
  users: { total: number; byLevel: LevelStats[] };
  activeSubscriptions: number;
  monthlyRecurringRevenue: number;
  paidMonths: number;
  /** Paid months times the level's monthly price: what subscriptions have brought in so far. */
  subscriptionRevenue: number;
  focusGroups: number;
  averageFocusGroupsPerUser: number;
  reports: number;
  creditsSold: number;
  creditsUsed: number;
  llmTokens: { input: number; output: number; total: number };
  generatedAt: string;
}

export interface QueueStats {
  queue: QueueName;
  /** BullMQ workers connected to this queue (one per worker process serving it). */
  workers: number;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Jobs finished per minute, averaged over the last RATE_WINDOW_MINUTES minutes. */
  completedPerMinute: number;
  failedPerMinute: number;
}

export interface QueueOverview {
  /** Workers across all queues: a process serving three queues runs three BullMQ workers. */
  workers: number;
  queues: QueueStats[];
  rateWindowMinutes: number;
}

/** The participant filter; an absent field means all (the default). */
export interface ParticipantFilter {
  gender?: string;
  income?: string;
  expertise?: string;
}

export interface QuestionLogEntry {
  id: string;
  questionNumber: number;
  text: string;
  createdAt: string;
  responseCount: number;
  session: { id: string; title: string | null; productIdea: string | null; userEmail: string };
}

export interface ResponseLogEntry {
  id: string;
  text: string;
  createdAt: string;
  provider: string | null;
  tokens: number;
  question: { id: string; number: number; text: string };
  session: { id: string; title: string | null };
  avatar: { id: string; name: string; imageUrl: string | null; jobTitle: string | null; gender: string | null; income: string | null; age: number | null; location: string | null };
}

/** The `avatar_batches.status` values (db/types.ts); presentBatch fails to compile if they drift. */
export type BatchStatus = 'queued' | 'running' | 'completed' | 'cancelled' | 'failed';

export interface BatchDto {
  id: string;
  count: number;
  tags: string[];
  status: BatchStatus;
  done: number;
  failed: number;
  lastAvatarName: string | null;
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  adminEmail: string | null;
}

export interface WebhookTestDto {
  id: string;
  calltype: string;
  url: string | null;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  httpStatus: number | null;
  /** The result line of the tester: `Success: Sent (Status: 200)`, `Success: Failed (Status: 500)` or the error. */
  result: string | null;
  createdAt: string;
}
