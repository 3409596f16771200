import type { Analysis, AvatarAnalysis, QuestionAnalysis, Quote, SentimentLabel, ThemeAnalysis } from './contract.js';
import { labelOf, round, scoreText, sentencesOf, summarize, type Scored, type Sentence } from './sentiment.js';
import { THEMES, themesIn, tokens, topKeywords } from './themes.js';
import type { Transcript, TranscriptResponse } from './transcript.js';
import { decideVerdict } from './verdict.js';

interface ScoredAnswer {
  response: TranscriptResponse;
  questionNumber: number;
  avatarName: string;
  scored: Scored;
  sentences: Sentence[];
  themes: string[];
  words: number;
}

const QUOTES_PER_SIDE = 3;

function toQuote(a: ScoredAnswer, s: Sentence): Quote {
  return { text: s.text, avatarId: a.response.avatarId, avatarName: a.avatarName, questionNumber: a.questionNumber, score: round(s.scored.comparative, 3), label: s.scored.label };
}

/** The most strongly positive (or negative) sentence among the answers, or null when none leans that way. */
function strongest(answers: ScoredAnswer[], side: 'positive' | 'negative', filter: (s: Sentence) => boolean = () => true): Quote | null {
  let best: { a: ScoredAnswer; s: Sentence } | null = null;
  for (const a of answers) {
    for (const s of a.sentences) {
      if (s.scored.label !== side || !filter(s)) continue;
      const better = side === 'positive' ? s.scored.comparative > (best?.s.scored.comparative ?? -Infinity) : s.scored.comparative < (best?.s.scored.comparative ?? Infinity);
      if (better) best = { a, s };
    }
  }
  return best ? toQuote(best.a, best.s) : null;
}

/** The sentence that speaks loudest (largest absolute score) for a set of answers. */
function loudest(answers: ScoredAnswer[], filter: (s: Sentence) => boolean = () => true): Quote | null {
  let best: { a: ScoredAnswer; s: Sentence } | null = null;
  for (const a of answers) {
    for (const s of a.sentences) {
      if (!filter(s)) continue;
      if (!best || Math.abs(s.scored.comparative) > Math.abs(best.s.scored.comparative)) best = { a, s };
    }
  }
  return best ? toQuote(best.a, best.s) : null;
}

/** Top quotes of one side, at most one per avatar so a single voice cannot fill the list. */
function topQuotes(answers: ScoredAnswer[], side: 'positive' | 'negative'): Quote[] {
  const all = answers.flatMap((a) => a.sentences.filter((s) => s.scored.label === side).map((s) => toQuote(a, s)));
  all.sort((x, y) => (side === 'positive' ? y.score - x.score : x.score - y.score));
  const seen = new Set<string>();
  const out: Quote[] = [];
  for (const q of all) {
    if (seen.has(q.avatarId)) continue;
    seen.add(q.avatarId);
    out.push(q);
    if (out.length === QUOTES_PER_SIDE) break;
  }
  return out;
}

function stanceOf(mean: number): SentimentLabel {
  return labelOf(mean);
}

/**
 * Every number of the report, computed from the transcript alone: sentiment per answer, per question
 * and per avatar, themes, keywords, counts, verbatim quotes, and the verdict the rules give.
 */
export function analyzeTranscript(t: Transcript): Analysis {
  const questionById = new Map(t.questions.map((q) => [q.id, q]));
  const avatarById = new Map(t.avatars.map((a) => [a.id, a]));
  const answered: ScoredAnswer[] = t.responses
    .filter((r) => r.status === 'answered' && r.text.trim() && questionById.has(r.questionId))
    .map((r) => ({
      response: r,
      questionNumber: questionById.get(r.questionId)!.number,
      avatarName: avatarById.get(r.avatarId)?.name ?? 'Participant',
      scored: scoreText(r.text),
      sentences: sentencesOf(r.text),
      themes: themesIn(r.text),
      words: tokens(r.text).length,
    }));
  const skipped = t.responses.filter((r) => r.status === 'skipped').length;

  const questions: QuestionAnalysis[] = t.questions.map((q) => {
    const mine = answered.filter((a) => a.response.questionId === q.id);
    return {
      number: q.number,
      text: q.text,
      answered: mine.length,
      skipped: t.responses.filter((r) => r.questionId === q.id && r.status === 'skipped').length,
      sentiment: summarize(mine.map((a) => a.scored)),
      themes: THEMES.filter((th) => mine.some((a) => a.themes.includes(th.id))).map((th) => th.id),
      positiveQuote: strongest(mine, 'positive'),
      negativeQuote: strongest(mine, 'negative'),
    };
  });

  const avatars: AvatarAnalysis[] = t.avatars.map((av) => {
    const mine = answered.filter((a) => a.response.avatarId === av.id);
    const sentiment = summarize(mine.map((a) => a.scored));
    return {
      avatarId: av.id,
      name: av.name,
      jobTitle: av.jobTitle,
      answered: mine.length,
      words: mine.reduce((n, a) => n + a.words, 0),
      sentiment,
      stance: stanceOf(sentiment.mean),
      themes: THEMES.filter((th) => mine.some((a) => a.themes.includes(th.id))).map((th) => th.id),
      quote: loudest(mine),
    };
  });

  const themes: ThemeAnalysis[] = THEMES.map((th) => {
    const touching = answered.filter((a) => a.themes.includes(th.id));
    const inTheme = (s: Sentence) => themesIn(s.text).includes(th.id);
    const sentenceScores = touching.flatMap((a) => a.sentences.filter(inTheme).map((s) => s.scored.comparative));
    const mean = sentenceScores.length ? sentenceScores.reduce((x, y) => x + y, 0) / sentenceScores.length : 0;
    return {
      id: th.id,
      label: th.label,
      mentions: touching.length,
      avatars: new Set(touching.map((a) => a.response.avatarId)).size,
      mean: round(mean, 4),
      stance: stanceOf(mean),
      quote: loudest(touching, inTheme),
    };
  })
    .filter((th) => th.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || a.label.localeCompare(b.label));

  const overall = summarize(answered.map((a) => a.scored));
  const words = answered.reduce((n, a) => n + a.words, 0);
  const context = [t.session.productIdea, t.session.title].filter(Boolean).join(' ');
  return {
    counts: {
      participants: t.avatars.length,
      questions: t.questions.length,
      responses: answered.length,
      skipped,
      // The chat's messages: each question the user asked plus each answer given.
      messages: t.questions.length + answered.length,
      words,
      avgWords: answered.length ? Math.round(words / answered.length) : 0,
    },
    overall,
    questions,
    avatars,
    themes,
    keywords: topKeywords(
      answered.map((a) => a.response.text),
      context,
    ),
    quotes: { positive: topQuotes(answered, 'positive'), negative: topQuotes(answered, 'negative') },
    verdict: decideVerdict(overall, questions),
  };
}
