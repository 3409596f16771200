import { analyze, type Category, type Quality, type TextFacts } from './analyze.js';

export type ExpandField = 'productIdea' | 'additionalContext';

const DIFFERENTIATORS: Record<Quality, string> = {
  speed: 'gets the job done in a fraction of the usual time',
  price: 'costs less than the usual alternatives',
  personalization: 'adapts to each user instead of one size for all',
  ai: 'automates the tedious part with AI',
  sustainability: 'is kinder to the environment than the usual alternatives',
  health: 'supports healthier habits',
  community: 'brings people together around the problem',
  convenience: 'removes friction: simple to start and to keep using',
  premium: 'offers a premium, crafted experience',
  local: 'is rooted in the local community',
};

const CATEGORY_QUESTIONS: Record<Category, string> = {
  app: 'Would people install yet another app for this, or expect it inside a tool they already use?',
  software: 'Who signs off on the purchase, and what would they need to see in a trial?',
  service: 'How much trust is needed before someone lets a service handle this for them?',
  physical: 'Which price point and pack size feel right on a shelf or product page?',
  marketplace: 'Which side of the marketplace is harder to attract first, and what would bring them in?',
  content: 'What result would convince someone the program was worth the time and money?',
  food: 'How do taste, price and health claims rank when people choose in this category?',
  generic: 'Which part of the idea matters most to people, and which could be cut?',
};

const bullet = (items: string[]) => items.map((i) => `- ${i}`).join('\n');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * A brief from what the text says, about the product the text names. Where the text is silent the
 * brief asks (open questions) rather than filling in a stock audience or a "Name the one thing..."
 * instruction that would end up in the focus group's brief as if it were content.
 */
function productIdea(f: TextFacts): string {
  const subject = f.subject;
  const audience = f.audience ?? `people who would buy ${subject}`;
  const main = f.features[0] ? lowerFirst(f.features[0]) : null;
  const differentiators = f.qualities.map((q) => DIFFERENTIATORS[q]);
  const benefit = main ?? differentiators[0] ?? null;
  const value = benefit ? `For ${audience}, ${subject} ${benefit}${f.prices[0] ? `, for ${f.prices[0]}` : ''}.` : null;
  const questions = [
    f.audience ? null : `Who buys ${subject}, and for whom?`,
    main ? null : `Which problem does ${subject} solve, and which of its features would people miss most?`,
    f.prices[0]
      ? `Is ${f.prices[0]} a price ${audience} would pay, and how often would they use it?`
      : `What would people expect to pay for ${subject}, and how often would they use it?`,
    f.competitors.length ? `Why would someone switch from ${f.competitors.join(' or ')}?` : 'What do people use today instead, and what would make them switch?',
    CATEGORY_QUESTIONS[f.category],
  ].filter((q): q is string => q !== null);
  return [
    f.cleaned,
    main ? `Problem: today ${audience} have no simple way to get this done; ${subject} ${main}.` : null,
    `Target users: ${audience}.`,
    f.features.length ? `Key features:\n${bullet(f.features)}` : null,
    value ? `Value proposition: ${value}` : null,
    differentiators.length ? `Differentiators: it ${differentiators.join('; it ')}.` : null,
    `Open questions to validate:\n${bullet(questions)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function additionalContext(f: TextFacts): string {
  const constraints = [...f.prices.map((p) => `Budget or price mentioned: ${p}`), ...f.timeline.map((t) => `Timing: ${t}`)];
  const learn = [
    'Which parts of the idea feel most and least valuable, and why',
    'What would stop people from buying or trying it',
    ...(f.competitors.length ? [`How it compares with ${f.competitors.join(', ')} in the participants' eyes`] : ['Which alternatives participants use today']),
    ...(f.prices.length ? ['Whether the price feels fair for what is offered'] : []),
  ];
  const assumptions = [
    f.audience
      ? `${f.audience.charAt(0).toUpperCase()}${f.audience.slice(1)} feel this problem strongly enough to act`
      : 'The target group feels this problem strongly enough to act',
    ...f.qualities.slice(0, 2).map((q) => `People value that it ${DIFFERENTIATORS[q]}`),
  ];
  return [
    f.cleaned,
    constraints.length ? `Constraints:\n${bullet(constraints)}` : null,
    f.competitors.length ? `Competitors and alternatives: ${f.competitors.join(', ')}.` : null,
    `What we want to learn from this focus group:\n${bullet(learn)}`,
    `Assumptions to test:\n${bullet(assumptions)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The offline expansion: a structured brief written from the user's own words (their audience, the
 * features they named, their price and competitors), with explicit prompts where the text is silent.
 */
export function expandOffline(text: string, field: ExpandField): string {
  const facts = analyze(text);
  return field === 'productIdea' ? productIdea(facts) : additionalContext(facts);
}
