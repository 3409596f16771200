// Every answer of a session as CSV, one row per answer: the participant and their demographics, the
// question and its kind, the value chosen, the text, and the codes where the insight engine has coded
// the answer. For a spreadsheet or a stats tool; escaping is csv-stringify's (RFC 4180).
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.js';
import { formatValue } from '../chat/question-kinds.js';
import type { Transcript } from '../reports/transcript.js';

const COLUMNS = [
  'answer_id',
  'participant_id',
  'participant',
  'job_title',
  'age',
  'gender',
  'location',
  'income_bracket',
  'household',
  'education',
  'question_number',
  'question',
  'kind',
  'round',
  'value',
  'value_label',
  'answer',
  'on_topic',
  'stance',
  'purchase',
  'price_reaction',
  'rating',
  'concerns',
  'coder',
] as const;

// A cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe (OWASP, CSV injection).
const safe = (v: string | number | boolean | null | undefined) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));

export async function answersCsv(db: Db, t: Transcript): Promise<string> {
  const answered = t.responses.filter((r) => r.status === 'answered');
  const avatarIds = t.avatars.map((a) => a.id);
  const [people, codes] = await Promise.all([
    avatarIds.length ? db.selectFrom('avatars').select(['id', 'gender', 'income_bracket', 'household_type', 'education_level']).where('id', 'in', avatarIds).execute() : [],
    answered.length
      ? db
          .selectFrom('answer_codes')
          .selectAll()
          .where(
            'response_id',
            'in',
            answered.map((r) => r.id),
          )
          .execute()
      : [],
  ]);
  const demo = new Map(people.map((p) => [p.id, p]));
  const codeOf = new Map(codes.map((c) => [c.response_id, c]));
  const avatars = new Map(t.avatars.map((a) => [a.id, a]));
  const questions = new Map(t.questions.map((q) => [q.id, q]));
  const rows = answered.flatMap((r) => {
    const q = questions.get(r.questionId);
    if (!q) return [];
    const a = avatars.get(r.avatarId);
    const d = demo.get(r.avatarId);
    const c = codeOf.get(r.id);
    const spec = q.spec ?? { kind: 'open' as const };
    const discussed = q.discussesQuestionId ? t.questions.find((x) => x.id === q.discussesQuestionId) : undefined;
    const value = r.value ?? null;
    return [
      [
        r.id,
        r.avatarId,
        a?.name ?? 'Participant',
        a?.jobTitle,
        a?.age,
        d?.gender,
        a?.location,
        d?.income_bracket,
        d?.household_type,
        d?.education_level,
        q.number,
        q.text,
        spec.kind,
        discussed ? `discussion of Q${discussed.number}` : 'first answer',
        value,
        value !== null && spec.kind !== 'open' ? formatValue(spec, value) : null,
        r.text,
        c?.on_topic,
        c?.stance,
        c?.purchase,
        c?.price,
        c?.rating,
        c ? c.concerns.join('; ') : null,
        c ? `${c.coder}@${c.coder_version}` : null,
      ].map(safe),
    ];
  });
  return stringify(rows, { header: true, columns: [...COLUMNS], bom: true });
}
