import { analyze, type Category, type Quality, type TextFacts } from './analyze.js';

export type ExpandField = 'productIdea' | 'additionalContext';

const DEFAULT_AUDIENCE: Record<Category, string> = {
  app: 'smartphone users who feel this problem every week',
  software: 'teams and small businesses who lose time on this work today',
  service: 'people who would rather pay than do this themselves',
  physical: 'shoppers who already buy products in this category',
  marketplace: 'both sides of the market: the people who need this and the people who provide it',
  content: 'learners who want results without trial and error',
  food: 'people who care about what they eat and how convenient it is',
  generic: 'the people who feel this problem most often',
};

const EARLY_ADOPTERS: Record<Category, string> = {
  app: 'people already juggling two or three apps or spreadsheets for this',
  software: 'owners of small teams who buy tools without a procurement process',
  service: 'busy households and professionals with more money than time',
  physical: 'enthusiasts who follow the category and review new products',
  marketplace: 'providers with spare capacity and customers frustrated with current options',
  content: 'people who have tried free material and want a structured path',
  food: 'health-minded and curious eaters who try new brands',
  generic: 'people who have already tried to solve this with workarounds',
};

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

function productIdea(f: TextFacts): string {
  const audience = f.audience ?? DEFAULT_AUDIENCE[f.category];
  const main = f.features[0] ? lowerFirst(f.features[0]) : null;
  const problem = main
    ? `Today ${audience} have no simple way to get this done: the product ${main}, so they stop doing it by hand or putting it off.`
    : `${audience.charAt(0).toUpperCase()}${audience.slice(1)} deal with this problem often and the current options leave them unsatisfied.`;
  const features = f.features.length
    ? bullet(f.features)
    : bullet(['Name the one thing the product does better than anything else', 'List the two or three features users would miss most']);
  const differentiators = f.qualities.map((q) => DIFFERENTIATORS[q]);
  const benefit = main ?? 'solves this problem';
  const value = `For ${audience}, it ${benefit}${differentiators[0] && !main ? ` and ${differentiators[0]}` : ''}${f.prices[0] ? `, for ${f.prices[0]}` : ''}.`;
  const questions = [
    f.prices[0] ? `Is ${f.prices[0]} a price ${audience} would pay, and how often would they use it?` : `What would ${audience} expect to pay, and how often would they use it?`,
    f.competitors.length ? `Why would someone switch from ${f.competitors.join(' or ')}?` : 'What do people use today instead, and what would make them switch?',
    CATEGORY_QUESTIONS[f.category],
  ];
  return [
    f.cleaned,
    `Problem: ${problem}`,
    `Target users: ${audience}. Likely early adopters: ${EARLY_ADOPTERS[f.category]}.`,
    `Key features:\n${features}`,
    `Value proposition: ${value}`,
    `Differentiators: ${differentiators.length ? `it ${differentiators.join('; it ')}.` : 'not stated yet. What would make someone choose this over doing nothing?'}`,
    `Open questions to validate:\n${bullet(questions)}`,
  ].join('\n\n');
}

function additionalContext(f: TextFacts): string {
  const constraints = [
    ...f.prices.map((p) => `Budget or price mentioned: ${p}`),
    ...f.timeline.map((t) => `Timing: ${t}`),
  ];
  const learn = [
    'Which parts of the idea feel most and least valuable, and why',
    'What would stop people from buying or trying it',
    ...(f.competitors.length ? [`How it compares with ${f.competitors.join(', ')} in the participants' eyes`] : ['Which alternatives participants use today']),
    ...(f.prices.length ? ['Whether the price feels fair for what is offered'] : []),
  ];
  const assumptions = [
    f.audience ? `${f.audience.charAt(0).toUpperCase()}${f.audience.slice(1)} feel this problem strongly enough to act` : 'The target group feels this problem strongly enough to act',
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
