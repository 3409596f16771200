import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const MOWER = 'Verdo is a robot lawn mower for lawns up to half an acre, $1,500.';
const stance = (question: string, answer: string) => readByRules({ brief: MOWER, question, answer }).stance;

describe('stance', () => {
  it('reads content with what one has as unfavourable to the idea', () => {
    expect(stance('How does it compare with what you use today?', 'My petrol mower is twenty years old and still starts on the first pull.')).toBe('negative');
    expect(stance('How does it compare with what you use today?', 'A neighbour mows it for me and it does the job.')).toBe('negative');
  });
  it('reads a lukewarm verdict on the idea beside an objection as mixed, and "fine" of something else as no praise', () => {
    expect(stance('First impressions?', 'Looks decent, but $1,500 for a mower is steep.')).toBe('mixed');
    expect(stance('First impressions?', "It's fine. Way too expensive for me though.")).toBe('mixed');
    expect(stance('First impressions?', "I've managed fine with a push mower for thirty years.")).toBe('negative');
  });
  it('reads wishing one had had it, and "fair enough", as positive', () => {
    expect(stance('First impressions?', 'Where was this when I did my back in last summer and the grass hit my knees?')).toBe('positive');
    expect(stance('First impressions?', "Would've saved me a whole summer of Sundays.")).toBe('positive');
    expect(stance('How do you feel about $1,500?', 'A gardener is sixty a visit, so fair enough.')).toBe('positive');
    expect(stance('First impressions?', 'The rain sensor is the dream. I hate mowing wet grass.')).toBe('positive');
    expect(stance('First impressions?', 'App control is the big draw for me.')).toBe('positive');
  });
  it('reads the pain the idea solves, next to a firm yes, as positive', () => {
    expect(stance('Would you buy this?', "I'm 71 and pushing the mower up our slope gets harder every summer. Sign me up.")).toBe('positive');
  });
  it('reads praise with a real objection as mixed', () => {
    expect(stance('What do you think overall?', 'Clever machine, but I have no idea who fixes it when it breaks.')).toBe('mixed');
    expect(stance('What do you think overall?', 'Nice idea, but who pays if it runs over the cat?')).toBe('mixed');
  });
  it("reads a compliment that only opens the speaker's own refusal as negative, and one before a worry as mixed", () => {
    expect(stance('What do you think overall?', "It's a nice idea, but I can't see myself using it with a lawn this small.")).toBe('negative');
    expect(stance('Would you buy this?', 'Clever gadget. Not for me, though.')).toBe('negative');
    expect(stance('What do you think overall?', "Nice idea, but I can't see people trusting it near children.")).toBe('mixed');
  });
  it('reads an impression with nothing good to say about the idea as negative, and a question back as neutral', () => {
    expect(stance("What's your overall impression?", 'My lawn is the size of a tablecloth; the push mower does it before the kettle boils.')).toBe('negative');
    expect(stance("What's your first impression?", 'Where is it made?')).toBe('neutral');
  });
  it("reads the speaker's own trouble before what the idea would do about it as positive, and a complaint about the idea as mixed", () => {
    expect(stance('How does it compare with what you do today?', 'Right now I lose every Saturday morning to the lawn and my back hates it. This would settle that.')).toBe(
      'positive',
    );
    expect(stance("What's your overall impression?", 'The app looks clunky. The cut is brilliant.')).toBe('mixed');
  });
  it('reads questions back to "what would you want to know?" or "anything else?" as neutral', () => {
    expect(stance('What would you want to know before deciding?', 'Does it cope with slopes, or only flat lawns?')).toBe('neutral');
    expect(stance('Anything else?', 'How loud is it? My neighbours already complain about my dog.')).toBe('neutral');
  });
  it('reads who the idea is for as neutral, unless the speaker puts themselves in it', () => {
    expect(stance('Who do you think it is for?', 'Retired people with big lawns. Not people with slopes, it would never cope with a hill.')).toBe('neutral');
    expect(stance('Who do you think it is for?', "People like me, honestly. I'd love one.")).toBe('positive');
  });
  it('reads a willingness-to-pay amount with a reason as taking a side, and a bare amount as none', () => {
    expect(stance("What's the most you'd pay?", 'A thousand. Around here that is what the good ones go for.')).toBe('negative');
    expect(stance("What's the most you'd pay?", '$1,000.')).toBe('neutral');
    expect(stance("What's the most you'd pay?", '$1,600. The last one I looked at wanted twice that.')).toBe('positive');
  });
  it("reads a trouble of the speaker's life next to a firm yes as the need, and a worry put as a reservation as mixed", () => {
    expect(stance('Would you buy it?', "Probably, yes. The kids are too young to mow and my husband always 'forgets'.")).toBe('positive');
    expect(stance('Would you buy it?', 'Yes. My only worry is the battery in winter.')).toBe('mixed');
  });
  it('reads the trouble a liked feature takes away as the reason for liking it', () => {
    expect(stance("What's your favourite feature?", 'The rain sensor. Last summer it poured every Saturday and the lawn was a swamp.')).toBe('positive');
  });
  it('reads a yes/no question back as a question of fact unless it doubts', () => {
    expect(stance('Would you buy it?', 'Is there a model for bigger lawns?')).toBe('neutral');
    expect(stance('Would you buy it?', 'Is it really worth fifteen hundred?')).toBe('negative');
  });
  it('reads not knowing what such things cost, passing the decision on, and a question back to "anything else?" as neutral', () => {
    expect(stance('What would you expect to pay for something like this?', 'No clue. I always thought mowers were something the gardener sorted out.')).toBe('neutral');
    expect(stance('What do you think of the price?', "I'd have to check what the others charge. I honestly don't know if that's a lot.")).toBe('neutral');
    expect(stance('Would you roll this out across your estates?', "That's not really my call, the partners decide on kit.")).toBe('neutral');
    expect(stance('Anything else?', 'Can it do the verges too, or is it just lawns?')).toBe('neutral');
  });
  it("reads the speaker's own trouble after praise as the reason for it", () => {
    expect(stance('First impressions?', 'We really need something like this. Right now I lose every Saturday to the lawn and my back hates it.')).toBe('positive');
    expect(stance('First impressions?', 'No boundary wire is a big deal. My neighbour spent a whole weekend pegging wire and a fox chewed through it.')).toBe('positive');
  });
  it('reads praise for something other than the idea after a refusal or a low score as the reason against it', () => {
    expect(stance('Would you buy this?', 'No. I like mowing, it is half the fun of the weekend for me.')).toBe('negative');
    expect(stance('How likely are you to buy it, 1 to 10?', 'Two. My old push mower is perfectly fine.')).toBe('negative');
    expect(stance('How likely are you to buy it, 1 to 10?', 'Four. I like that it is quiet, but the price is steep.')).toBe('mixed');
  });
  it('reads praise for what the idea would do, then a worry, as mixed', () => {
    expect(stance("What's your overall impression?", 'Getting my Saturdays back would be a gift, but the kids play football on that lawn.')).toBe('mixed');
    expect(stance("What's your overall impression?", 'The app would be handy; a camera in the garden is what gives me pause.')).toBe('mixed');
  });
  it('reads a question that checks a condition as neutral', () => {
    expect(stance('Would you buy this?', 'Does it handle slopes? If it does, maybe.')).toBe('neutral');
  });
  it('reads "probably" as leaning towards yes even on a condition, and a bare maybe on one as neutral', () => {
    expect(stance('Would you buy this?', "Probably. I'd want to see the neighbour's one first.")).toBe('positive');
    expect(stance('Would you buy this?', 'Probably, once the council says the noise is fine.')).toBe('positive');
    expect(stance('Would you buy this?', 'Maybe, if it copes with the slope.')).toBe('neutral');
  });
  it('reads a low and a high score on a likelihood scale', () => {
    const q = 'On a scale of 1 to 10, how likely are you to buy it?';
    expect(stance(q, 'A 3.')).toBe('negative');
    expect(stance(q, 'Seven and a half.')).toBe('positive');
    expect(stance(q, 'Six, I suppose.')).toBe('neutral');
  });
  it('reads habits as neutral', () => {
    expect(stance('How do you mow today?', 'I do it myself on Sundays, it takes an hour and I hate it.')).toBe('neutral');
  });
  it('reads a complaint after the feature one likes as the problem it solves', () => {
    expect(stance('Which feature do you like most?', 'The rain sensor. My old mower clogs and stalls on wet grass.')).toBe('positive');
  });
  it("reads today's trouble, told without a word about the idea, as no verdict on it", () => {
    expect(stance('What do you think?', "I don't have a good way to keep the edges tidy now.")).toBe('neutral');
  });
  it('reads praise of what one has, asked to compare, as no praise of the idea', () => {
    expect(stance('How does it compare with what you use today?', 'My neighbour does the same job, and the kids love helping him.')).toBe('negative');
    expect(stance('How does it compare with what you use today?', 'Smarter than my petrol mower for sure, but it looks flimsy.')).toBe('mixed');
  });
  it("reads the speaker's own pain next to what the idea would fix as favourable", () => {
    expect(stance('What do you think?', 'Every summer the edges get away from me. This would fix that.')).toBe('positive');
    expect(stance('What do you think?', 'My knees are shot these days. This could really help.')).toBe('positive');
    expect(stance('What do you think?', 'Honestly my biggest problem is the slope, and this solves it.')).toBe('positive');
    expect(stance('What do you think?', "I'm hopeless with machines, so yes.")).toBe('positive');
    expect(stance('What do you think?', 'Yes please. I waste whole Sundays on the lawn.')).toBe('positive');
  });
  it('reads praise with a dismissal in the same clause as mixed', () => {
    expect(stance('What do you think?', 'Great concept, no space for it though.')).toBe('mixed');
    expect(stance('What do you think?', 'No space for it in our shed.')).toBe('negative');
  });
  it('reads what is turned to after praise as a reservation, in words no list knows', () => {
    expect(stance('What do you think?', 'Lovely machine, but our lawn is mostly tree roots.')).toBe('mixed');
    expect(stance("What's your biggest concern?", 'The edging is brilliant, but my slope is steeper than the brochure shows.')).toBe('mixed');
    expect(stance('What do you think?', 'Handy for big gardens. The app is a bit fussy, though.')).toBe('mixed');
  });
  it('reads taking it for a trial as a step towards it, and wanting a trial first as waiting', () => {
    expect(stance('Would you buy this?', "I'd give it a go for a season and see.")).toBe('positive');
    expect(stance('Would you buy this?', "I'd want a trial on my own lawn first.")).toBe('neutral');
  });
  it('reads the trouble told before a yes as the reason for it', () => {
    expect(stance('Would you buy this?', 'Our garden takes my whole Saturday and my back hates it. Done, where do I sign?')).toBe('positive');
    expect(stance('Would you buy this?', 'I mow twice a week in June. It looks fiddly, but I would buy one.')).toBe('mixed');
  });
  it('reads a dismissive label as unfavourable', () => {
    expect(stance('What do you think?', 'Yet another gadget. The grass will still need a strimmer.')).toBe('negative');
    expect(stance('Would you buy this?', 'My kids mow it now. That ship has sailed.')).toBe('negative');
  });
  it('reads a belittling "it just", a refusal to redo the work and a doubt before its "though"', () => {
    expect(stance('How does it compare with what you use today?', 'My strimmer actually cuts; this just drives around.')).toBe('negative');
    expect(stance('Would you buy this?', "We've mapped every bed for the old one. I'm not redoing all that.")).toBe('negative');
    expect(stance('What do you think?', 'Neat toy. Does it cope with clover, though?')).toBe('mixed');
    expect(stance('Would you buy this?', 'My son mows it on Saturdays and we manage fine.')).toBe('negative');
  });
  it('reads keeping what one has, by choice, as a refusal', () => {
    expect(readByRules({ brief: MOWER, question: 'Would you buy this?', answer: "The lad next door mows it for a tenner. I'll keep him." })).toMatchObject({
      purchase: 'no',
      stance: 'negative',
    });
    expect(readByRules({ brief: MOWER, question: 'Would you buy this?', answer: "We'll carry on with the push mower." })).toMatchObject({ purchase: 'no', stance: 'negative' });
    expect(readByRules({ brief: MOWER, question: "What's your biggest hesitation?", answer: 'Would it even stay on a slope like ours?' }).purchase).toBe('unstated');
  });
  it('reads the product belittled after a low amount as unfavourable, a bare amount as no attitude', () => {
    const q = "What's the most you would pay?";
    expect(readByRules({ brief: MOWER, question: q, kind: 'price', answer: "Four hundred. It's a roomba with blades." })).toMatchObject({ price: 'too_high', stance: 'negative' });
    expect(readByRules({ brief: MOWER, question: q, kind: 'price', answer: 'Four hundred.' })).toMatchObject({ price: 'too_high', stance: 'neutral' });
  });
});
