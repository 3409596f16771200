import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const BIKE = 'The Fold 7 is a folding commuter e-bike with a 60 km range, $2,400.';
const LITTER = 'SnapLitter is a self-cleaning litter box for cats, $549.';
const intent = (brief: string, question: string, answer: string) => readByRules({ brief, question, answer }).purchase;

describe('purchase intent', () => {
  it("reads only the speaker's own intent, not what someone else would do", () => {
    expect(intent(LITTER, 'Would you buy this?', "My cats are skittish, so I'd worry they'd refuse to use it.")).toBe('unstated');
  });
  it('does not read buying something else as buying this', () => {
    expect(intent(LITTER, 'What do you think of the price?', 'I could buy a lot of litter for $549.')).toBe('unstated');
  });
  it('reads an eager imperative as a yes, and a sign-up asked for as no doubt', () => {
    expect(intent(BIKE, 'Would you buy this?', 'My car costs me more than that in parking. Take my card details now.')).toBe('yes');
    expect(intent(LITTER, 'Would you buy this?', 'Three cats, one litter tray. Where do I sign?')).toBe('yes');
    expect(intent(BIKE, 'Would you sign up?', 'Book me one for tomorrow.')).toBe('yes');
    expect(intent(LITTER, 'Would you buy this?', "I'll take the grey one.")).toBe('yes');
    expect(readByRules({ brief: LITTER, question: 'Would you buy this?', answer: 'Three cats, one litter tray. Where do I sign?' }).stance).toBe('positive');
  });
  it('reads a step still to take first as a maybe', () => {
    expect(intent(BIKE, 'Would you buy this?', "I'd want to test ride one first.")).toBe('maybe');
    expect(intent(BIKE, 'Would you buy this?', "Sure, I'd start with a trial and see.")).toBe('maybe');
  });
  it('reads a yes that waits on a condition as a maybe', () => {
    expect(intent(BIKE, 'Would you buy this?', 'If it folds small enough for the train, yes.')).toBe('maybe');
  });
  it('reads refusals said by circumstance', () => {
    expect(intent(BIKE, 'Would you buy this?', "We rent and there's nowhere to charge it, so it's not my call.")).toBe('no');
    expect(intent(BIKE, 'Would you switch?', 'We just bought a car last year, so not any time soon.')).toBe('no');
    expect(intent(BIKE, 'Would you buy this?', "I'd rather just buy a regular bike.")).toBe('no');
    expect(intent(BIKE, 'Would you buy this?', "I don't commute at all, so no.")).toBe('no');
  });
  it('reads a yes in other words', () => {
    expect(intent(BIKE, 'Would you buy this?', "I can't wait to try it.")).toBe('yes');
    expect(intent(BIKE, 'Would you buy this?', "I wouldn't say no.")).toBe('yes');
    expect(intent(BIKE, 'Would you buy this?', 'At $2,400, sure, why not.')).toBe('yes');
  });
  it('reads a purchase at a lower price than offered as a no, however the price is said', () => {
    expect(intent(BIKE, 'Would you buy this?', 'Not at $2,400. At around $1,200 I would think about it.')).toBe('no');
    expect(intent(BIKE, 'Would you buy this?', "Half that and we'd talk.")).toBe('no');
  });
  it('does not read a time of day as a price', () => {
    expect(intent(BIKE, 'Would you buy this?', "Count me in, I'm on the 7 a.m. train every day.")).toBe('yes');
  });
});

describe('a yes or no inside the answer', () => {
  it('reads a clause that opens with yes as the answer, and "no subscription" as no answer', () => {
    expect(intent(BIKE, 'Would you buy this?', 'Finally, a bike that fits on the train. Yes, I would ride it daily.')).toBe('yes');
    expect(intent(BIKE, 'Would you buy this?', "I'd buy one in a heartbeat. No subscription is the selling point.")).toBe('yes');
  });
  it('does not read "never again" as a refusal', () => {
    expect(intent(BIKE, 'How likely are you to buy it, 1 to 10?', '9. I got soaked on the bus last winter. Never again.')).toBe('yes');
  });
  it('reads keeping on with the old way, or refusing to move again, as a no', () => {
    expect(intent(BIKE, 'Would you buy this?', "We'll keep cycling on my old Raleigh.")).toBe('no');
    expect(intent(LITTER, 'How does it compare with what you use today?', "We already have a scoop routine. I'm not switching again.")).toBe('no');
    expect(intent(LITTER, 'Would you buy this?', 'Not needed.')).toBe('no');
  });
  it('reads a purchase on terms not offered (a one-off fee, extras thrown in) as a no', () => {
    expect(intent(LITTER, 'Would you buy this?', "If it were a one-off fee I'd do it.")).toBe('no');
    expect(intent(LITTER, 'Would you buy this?', "With the liners thrown in for life, I'd buy one.")).toBe('no');
  });
  it("reads someone else's use as no intent of the speaker", () => {
    expect(intent(BIKE, 'How likely are you to recommend it?', 'Anyone who commutes by train would get one straight away.')).toBe('unstated');
  });
  it('reads intent said only by circumstance', () => {
    expect(intent(BIKE, 'Would you buy this?', "I've been looking for something like this since we moved.")).toBe('yes');
    expect(intent(BIKE, 'Would you buy this?', 'Our old commuter bike just packed in last week.')).toBe('yes');
    expect(intent(LITTER, 'Would you buy this?', "We don't even have a cat.")).toBe('no');
    expect(intent(LITTER, 'Would you buy this?', "We don't have any worries about it.")).not.toBe('no');
  });
});

describe('short verdicts on a purchase question', () => {
  const BOX = 'GreenBox is a weekly organic vegetable box delivered to your door, $35/week.';
  const code = (answer: string) => readByRules({ brief: BOX, question: 'Would you subscribe?', answer });
  it('reads doubts, verdicts and temptation', () => {
    expect(code('Doubt it.').purchase).toBe('no');
    expect(code("I can't see it happening.").purchase).toBe('no');
    expect(code("It'd be a yes from me.").purchase).toBe('yes');
    expect(code("I'd be tempted.").purchase).toBe('maybe');
    expect(code('I think so, yeah.').purchase).toBe('maybe');
  });
  it('reads a yes on a condition, or a trial before deciding, as a maybe', () => {
    expect(code('Count me in if they deliver on Saturdays.').purchase).toBe('maybe');
    expect(code("I'd try the first box and decide.").purchase).toBe('maybe');
  });
  it('reads a refusal at the price as a no and too high', () => {
    expect(code('Not at that price.')).toMatchObject({ purchase: 'no', price: 'too_high' });
    expect(code('Not for thirty-five a week.')).toMatchObject({ purchase: 'no', price: 'too_high' });
    expect(code("Not right now, money's tight.")).toMatchObject({ purchase: 'no', price: 'too_high' });
  });
  it('reads refusals by household, by procurement, by waiting for a deal or by not being for us as no', () => {
    for (const answer of [
      'Nice gadget. Not really for us though.',
      "Looks decent, but it isn't really for me.",
      'Not possible for us, we already pay for coaching.',
      'Not paying for what we already get free.',
      'My husband would veto it.',
      "There's no way a fifth subscription is getting past him.",
      "It'd never get past procurement.",
      "Looks fun, but I'd wait for a sale.",
      "Cute, but I'd rather do it myself.",
      "For a student that's a lot. Fifteen hundred and I'd be in.",
    ])
      expect(intent(BIKE, 'What are your first thoughts?', answer), answer).toBe('no');
    expect(intent(BIKE, 'What are your first thoughts?', 'Not for my commute, but my son would love one.')).toBe('no');
    expect(intent(BIKE, 'What are your first thoughts?', 'Count me in. I would be in the saddle every day.')).toBe('yes');
  });
  it("reads a verdict to a household's or a firm's buying question as intent", () => {
    expect(intent(BIKE, 'Would your household go for it?', 'We have two cars and nowhere to park it. So, no.')).toBe('no');
    expect(intent(BIKE, 'Would your team give it a try?', 'Yes, we would.')).toBe('yes');
  });
  it('reads a step still to take, a price taken on a condition, and a bare "tempting" as a maybe', () => {
    for (const answer of [
      'Depends on the battery. Would want to see one in a shop first.',
      "Reasonable if it holds up. I'd want a free trial first.",
      "I'd pay 2,500 if the battery lasts.",
      'Up to $2,400 if the dealer services it.',
      'Two grand vs a car... tempting.',
    ])
      expect(intent(BIKE, 'What are your first thoughts?', answer), answer).toBe('maybe');
  });
  it('reads how likely they are to get or join it as a question of intent', () => {
    expect(intent(BIKE, 'From 0 to 10, how likely are you to get the Fold 7?', 'Two. I cycle twice a year.')).toBe('no');
    expect(intent(BIKE, 'Would you join the Fold 7 club?', 'Probably not.')).toBe('no');
  });
  it('reads being content with what one has, a closing bare no and "neither" to a choice of terms as no', () => {
    for (const answer of [
      "I work from home now, so the commute's gone. I'm covered, thanks.",
      "Bandit's fine with his old bike.",
      "I'm perfectly happy with what I've got.",
      "I only cycle in summer. Don't really see the point for me.",
      'My wife would never allow it.',
      'Two grand for the privilege? Nah.',
      'Twenty-four hundred to ride to the station. Not a chance.',
      'My commute is four minutes on foot. Do the maths. No way.',
      'Two grand for a bike I would fold twice a year? Pass.',
    ])
      expect(intent(BIKE, 'What are your first thoughts?', answer), answer).toBe('no');
    expect(intent(BIKE, "What's the most you'd pay for it?", 'Fifteen hundred. So not twenty-four, no.')).toBe('no');
    expect(intent(BIKE, 'Would you rather pay $2,400 outright or $80 a month?', 'Neither, I walk to work.')).toBe('no');
    expect(intent(BIKE, 'Is the battery range enough for you?', 'No.')).toBe('unstated');
    expect(intent(BIKE, 'Is the battery range enough for you?', 'Sixty kilometres for hills like mine? No way.')).toBe('unstated');
  });
  it('reads a refusal put as waiting, as a rhetorical question or as a firm no', () => {
    expect(intent(BIKE, 'First impressions?', "Lovely bike. I'd wait for the second model though.")).toBe('no');
    expect(intent(BIKE, 'What do you think of the price?', 'Prices on these always fall, so I will wait.')).toBe('no');
    expect(intent(BIKE, 'First impressions?', 'My old bike still works. Why would I switch?')).toBe('no');
    expect(intent(LITTER, 'First impressions?', "Wouldn't spend that on a litter box.")).toBe('no');
    expect(intent(LITTER, 'How do you feel about $549?', 'Steep, and a hard no from me.')).toBe('no');
    expect(intent(BIKE, 'What do you think of the price?', "You'd be mad to pay that for a bike.")).toBe('no');
    expect(intent(BIKE, 'How does it compare with what you ride now?', 'Not enough to make me swap my Brompton.')).toBe('no');
  });
  it('leaves what someone else would not pay, and a price above which, unstated', () => {
    expect(intent(BIKE, 'Who is it for?', "Commuters with money. Students won't pay that.")).toBe('unstated');
    expect(intent(BIKE, "What's the most you'd pay?", "I wouldn't pay more than 1,500.")).toBe('unstated');
  });
  it('reads taking the offered price as a yes, and being drawn to it as a maybe', () => {
    expect(intent(LITTER, 'How do you feel about $549?', "Fair for what it does. I'd pay it.")).toBe('yes');
    expect(intent(LITTER, 'How do you feel about $549?', "I'd pay it if it really handles three cats.")).toBe('maybe');
    expect(intent(BIKE, 'First impressions?', "Genuinely tempted, it's half the price of the others.")).toBe('maybe');
    expect(intent(BIKE, 'Would you rather buy it or lease it at $60 a month?', 'Lease, but only if I can hand it back after a year.')).toBe('maybe');
    expect(intent(BIKE, 'What would make you switch from your car?', 'Nothing, honestly. I like driving.')).toBe('no');
    expect(intent(BIKE, 'What would make you switch from your car?', 'Nothing else matters as much as a dry place to park it.')).toBe('unstated');
  });
});
