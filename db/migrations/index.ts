import type { Migration } from 'kysely';
import * as initial from './2026-11-21T0001_initial.js';
import * as credits from './2026-11-21T0100_credits.js';
import * as avatarSearch from './2026-11-21T0200_avatar_search.js';
import * as answerCodes from './2026-11-23T0100_answer_codes.js';
import * as reportTimeline from './2026-11-23T0200_report_timeline.js';
import * as replyProvenance from './2026-11-23T1300_reply_provenance.js';
import * as panelReruns from './2026-11-23T1400_panel_reruns.js';
import * as questionKinds from './2026-11-24T0100_question_kinds.js';
import * as apiTokens from './2026-11-24T0200_api_tokens.js';
import * as rerunValues from './2026-11-25T0100_rerun_values.js';

// Every migration, by name in apply order. Listed explicitly (not read from the folder) so migrating
// works the same under tsx, vitest and any bundler.
export const migrations: Record<string, Migration> = {
  '2026-11-21T0001_initial': initial,
  '2026-11-21T0100_credits': credits,
  '2026-11-21T0200_avatar_search': avatarSearch,
  '2026-11-23T0100_answer_codes': answerCodes,
  '2026-11-23T0200_report_timeline': reportTimeline,
  '2026-11-23T1300_reply_provenance': replyProvenance,
  '2026-11-23T1400_panel_reruns': panelReruns,
  '2026-11-24T0100_question_kinds': questionKinds,
  '2026-11-24T0200_api_tokens': apiTokens,
  '2026-11-25T0100_rerun_values': rerunValues,
};
