import { describe, expect, it } from 'vitest';
import type { Avatar } from '../../../db/types.js';
import { buildCatalogue } from '../../avatars/seed.js';
import type { ProjectContext } from '../prompt.js';
import { identityClause } from './identity.js';
import { lifeSentence, personOf } from './persona-lines.js';
import { seeded } from './random.js';
import { simulateAnswer } from './simulate-reply.js';

const catalogue = buildCatalogue(200).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);
const brief = (title: string, productIdea: string): ProjectContext => ({ title, productIdea, targetAudience: null, additionalContext: null, tags: [] });
const BRIEFS = [
  brief('SnackSeal', 'Reusable silicone snack bags with a leak-proof zip seal and four sizes. $12 for the set.'),
  brief('ParkPal', 'A parking app that finds street parking near you, with live availability and meter reminders. $5/month.'),
  brief('ToolShare', 'A neighbourhood tool library with doorstep pickup and a booking calendar.'),
  brief('PressureChef', 'A smart pressure cooker with preset programs and a self-cleaning lid. It costs $400.'),
];
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z][a-z']*/g) ?? []);
const jaccard = (a: Set<string>, b: Set<string>) => {
  const both = [...a].filter((w) => b.has(w)).length;
  return both / (a.size + b.size - both || 1);
};

describe('the side of themselves a person speaks from', () => {
  it('is the same for a person and a brief every time, and differs between briefs for most people', () => {
    let varied = 0;
    for (const a of catalogue) {
      const facets = BRIEFS.map((b) => personOf(a, b.productIdea ?? '').facet);
      expect(BRIEFS.map((b) => personOf(a, b.productIdea ?? '').facet)).toEqual(facets);
      if (new Set(facets).size > 1) varied++;
    }
    expect(varied / catalogue.length).toBeGreaterThan(0.8);
  });

  it('names only that side in passing: the work side never the town, the place side never the job', () => {
    for (const a of catalogue) {
      for (const b of BRIEFS) {
        const p = personOf(a, b.productIdea ?? '');
        const said = identityClause(p, seeded(a.id), false);
        if (p.facet === 'work') expect(said).not.toContain(`in ${p.city}`);
        if (p.facet === 'place' && p.jobWithArticle) expect(said).not.toContain(p.jobWithArticle);
      }
    }
  });

  it('says a form of who they are once in an answer while it has another', () => {
    for (const a of catalogue) {
      const p = personOf(a, BRIEFS[1]!.productIdea ?? '');
      if (p.facet !== 'work' || !p.jobWithArticle) continue;
      const rand = seeded(a.id);
      const said = [0, 1, 2].map(() => identityClause(p, rand, false));
      expect(new Set(said).size).toBe(3);
    }
  });

  it('tells a life fact of that side: a place-side sentence never says what the person works as', () => {
    for (const a of catalogue) {
      const p = { ...personOf(a, BRIEFS[0]!.productIdea ?? ''), facet: 'place' as const };
      if (!p.city || !p.jobWithArticle) continue;
      for (let turn = 0; turn < 4; turn++) expect(lifeSentence(p, (_key, list) => list[turn % list.length]!, 'snack bags')).not.toContain(`work as ${p.jobWithArticle}`);
    }
  });

  it('keeps the first impressions one person gives of different briefs mostly in different words', () => {
    const overlaps: number[] = [];
    for (const a of catalogue) {
      const said = BRIEFS.map((b) =>
        words(simulateAnswer({ avatar: a, project: b, question: { id: `${b.title}:impression`, text: 'What is your first impression of this idea?' }, others: [] }).text),
      );
      for (let i = 0; i < said.length; i++) for (let j = i + 1; j < said.length; j++) overlaps.push(jaccard(said[i]!, said[j]!));
    }
    overlaps.sort((x, y) => x - y);
    expect(overlaps.reduce((s, x) => s + x, 0) / overlaps.length).toBeLessThan(0.25);
    expect(overlaps[Math.floor(overlaps.length * 0.9)]).toBeLessThanOrEqual(0.3);
  });
});
