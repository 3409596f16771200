import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const KIT = 'DrySpot is a kit of five water leak sensors and a shut-off valve, $329.';
const code = (question: string, answer: string, kind?: 'price') => readByRules({ brief: KIT, question, answer, kind });

describe('the reaction to the price', () => {
  it('reads an approval inside an objection as the objection', () => {
    expect(code('What do you think overall?', "It's clever, but it's hard to justify the price.").price).toBe('too_high');
  });
  it('reads the money named as what holds one back, or refused at that price, as too high', () => {
    expect(code('How likely are you to buy it, 1 to 10?', "Six. I love the idea, it's purely the money that's holding me back.").price).toBe('too_high');
    expect(code('Would you buy it?', "It'd save the floor, but I'd never get it past my wife at that price.").price).toBe('too_high');
    expect(code('Would you buy it?', "$329 on top of the plumber just isn't happening for us.").price).toBe('too_high');
    expect(code('Would you buy it?', "Switching insurers mid-year isn't happening.").price).toBe('unstated');
  });
  it('reads the price set beside something dearer, or beside what one pays now, as acceptable', () => {
    expect(code('What do you think of the price?', '$329 is less than my car payment, so yes.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'Three hundred is nothing. The plumber charges that for one call-out.').price).toBe('acceptable');
    expect(code('How does it compare with what you do now?', 'One flood cost us four grand. Three hundred on top of the insurance is nothing.').price).toBe('acceptable');
    expect(code('How does it compare with what you do now?', 'Nice idea, but five sensors is nothing in a house our size.').price).not.toBe('acceptable');
    for (const a of [
      'Against a flooded kitchen, $329 is a rounding error.',
      "It's pocket change next to the excess on our policy.",
      'Honestly, less than I expected for five sensors.',
    ])
      expect(code('What do you think of the price?', a).price, a).toBe('acceptable');
    expect(code('What do you think of the price?', "It's actually decent. I'm paying nearly that now for insurance excess.").price).toBe('acceptable');
    expect(code('What do you think overall?', 'Looks decent, but the app worries me.').price).toBe('unstated');
  });
  it('keeps an amount below the price as the answer, whatever reason follows', () => {
    expect(code("What's the most you'd pay?", "Two hundred. That's what I paid for my current alarm.", 'price').price).toBe('too_high');
  });
  it('reads the price said to be what something else cost, or spent elsewhere instead, as too high', () => {
    expect(code('What do you think overall?', '$329 is what we paid for our first fridge.').price).toBe('too_high');
    expect(code('Would you try it?', "I'll put the $329 towards a plumber's check-up instead.").price).toBe('too_high');
    expect(code('Would you buy it?', "If work paid I'd be straight in, but paying full whack myself, no.").price).toBe('too_high');
  });
  it('reads everyday objections to the price asked about it as too high', () => {
    for (const answer of [
      "I'd wait for it to go on sale.",
      'Not unless it comes down.',
      'Who is actually paying that?',
      'Bit much for some sensors.',
      'Nah, that is silly money.',
      'The price would stop me.',
      'Price is the sticking point.',
      "I'd want a cheaper version.",
      'Honestly a hundred would be my limit.',
      'You could fix a lot of pipes with that.',
      'Oh sure, because everyone has three hundred dollars lying around.',
      "I'm not made of money.",
      "You're having a laugh.",
      'It would need to do a lot more for that money.',
      'Not in my budget.',
      'Hard pass at that price.',
      'Only if it came down to a hundred.',
      'Three twenty-nine. For some sensors.',
    ]) {
      expect(code('What do you think of the price?', answer).price, answer).toBe('too_high');
    }
    expect(code("What's your first impression?", "That's more than my old one could do.").price).toBe('unstated');
  });
  it("reads refusals to pay, a jump from free and a price above one's limit as too high", () => {
    expect(code('Would you buy it?', "I can't see me paying that just to hear a beep.").price).toBe('too_high');
    expect(code('How does it compare with what you do today?', 'Today I check the pipes myself for free. $329 is a big jump from free.').price).toBe('too_high');
    expect(code('What do you think of the price?', '$329 is more than I would spend on anything I might never use.').price).toBe('too_high');
    expect(code('How likely are you to buy it, 1 to 10?', 'Five. Clever, but three hundred and twenty-nine for a flat feels like a lot.').price).toBe('too_high');
  });
  it('lets a word of approval outweigh a cheaper thing named beside it', () => {
    expect(code('What do you think of the price?', 'A plumber charged me ninety bucks just to look at a tap, so that is pretty decent.').price).toBe('acceptable');
  });
  it('reads a score on a scale that rates the price as the reaction, whichever end is the good one', () => {
    const rate = (question: string, answer: string) => readByRules({ brief: KIT, question, answer, kind: 'scale', scale: { min: 1, max: 10 } });
    expect(rate('How fair is the price?', 'Three.')).toMatchObject({ price: 'too_high', stance: 'negative' });
    expect(rate('How fair is the price?', 'Eight.')).toMatchObject({ price: 'acceptable', stance: 'positive' });
    expect(rate('How expensive does it feel?', 'Nine.')).toMatchObject({ price: 'too_high', stance: 'negative' });
    expect(rate('How fair is the price?', 'Six.').price).toBe('unstated');
  });
  it('reads the price added up out loud, or set against a cheaper way, as too high', () => {
    for (const [question, answer] of [
      ['Would you buy it?', "For the three floors that's nearly a thousand a year. No."],
      ['How does it compare with what you use now?', 'The alarm I got from Costco cost a third of that and does the job.'],
      ['Would you buy it?', 'These always drop to two-fifty by Black Friday, so I would wait.'],
      ['How does it compare with what you use now?', 'We use a plumber on call at ninety a visit. This would have to be twice as good.'],
      ['How does it compare with what you use now?', "The hardware shop's kit does all of this for eighty. I don't see why I'd pay more."],
      ['Would you buy it?', "I wouldn't pay fifty for a sensor, never mind this."],
      ['Would you buy it?', '$329 on a pension is a no from me.'],
      ['Would you buy it?', "That's seventeen hundred a year once you add the valves. No."],
      ['How likely are you to buy it, 1 to 10?', 'Four. Nearly three hundred and thirty on a leak kit is a real chunk of my budget.'],
      ['Would you buy it?', "I'd get one for the boiler cupboard, but not at three hundred and twenty-nine."],
      ['How does it compare with what you use now?', "The hardware shop sells a kit for eighty. I don't see why I'd pay two hundred."],
    ]) {
      expect(code(question!, answer!).price, answer).toBe('too_high');
    }
    expect(code('Would you buy it?', "It's a no from me, we rent.").price).toBe('unstated');
    expect(code('What do you think of the price?', "That's only $27 a month, which is nothing.").price).toBe('acceptable');
  });
  it('reads a price called normal for the kind of thing, or taken in one breath, as acceptable', () => {
    expect(code('What do you think of the price?', 'Seems pretty standard for a leak kit, in line with the Flo quotes I had.').price).toBe('acceptable');
    expect(code('Would you buy it?', "Five sensors and a valve, delivered. That's fair.").price).toBe('acceptable');
  });
  it('reads "steep" about a hill as no price reaction', () => {
    expect(code('How likely are you to buy it, 1 to 10?', 'Two. Our garden is on a steep hill and 250 metres of pipe runs under it.').price).toBe('unstated');
  });
  it('reads wanting more, or nothing, at that price, and a cheaper way multiplied, as too high', () => {
    for (const answer of [
      "Neither's cheap enough for me.",
      'honestly nothing at that price',
      "pick, and at that price i'd want to choose every single thing",
      "sounds good. for that i'd want a proper big box though",
      'I cook for about four dollars a serve, so this would be triple that.',
    ])
      expect(code('What do you think?', answer).price, answer).toBe('too_high');
  });
  it('reads "not at" an amount, a multiple of the price, "dear", a sale-only buy, a budget\'s no and a hard sell as too high', () => {
    for (const answer of [
      '3. Curious, but not at 329.',
      'Same sensors in a fancier box at triple the price.',
      'Bit dear for a pensioner though.',
      "6, but realistically I'd only buy it in a Black Friday sale.",
      '2. Nice idea but the budget says no.',
      '$329 to replace a free app is a tough sell.',
      "I'd be paying more than our whole insurance excess.",
      "Out of my own pocket, I'd wait for a Diwali offer.",
      'To my friends, no chance, not at that monthly amount.',
    ])
      expect(code('How likely are you to buy it, 1 to 5?', answer).price, answer).toBe('too_high');
    expect(code('What do you think?', 'Oh, my dear, it is lovely.').price).toBe('unstated');
  });
  it('reads the price named as the one thing against, or waited out, as too high', () => {
    for (const answer of [
      'Great kit, silly price. I will wait for the deals.',
      'Two. Fee puts me right off.',
      'The ads are annoying but not $23 annoying.',
      "A four. The idea's sound, it's the cost.",
      'Not with the 5k onboarding on top. Drop that and we would sign.',
      "Neither, I'm at my limit.",
      "Three, pension's stretched as it is.",
      'The feedback is clever. Not sold on the monthly fee though.',
      "Like a seven. Money's the issue, not the app.",
      'Maybe a four. Like the idea, hate the price.',
      "I'll wait till they get desperate and drop the rate.",
      'Five, on the fence. The price makes me lean toward no.',
    ])
      expect(code('First impressions?', answer).price, answer).toBe('too_high');
  });
  it("reads a partner's anger at the price asked about as too high", () => {
    for (const answer of ['My husband would have a fit.', 'Same as her, my partner would literally divorce me.', 'My wife would laugh me out of the room.'])
      expect(code('How do you feel about $329?', answer, 'price').price, answer).toBe('too_high');
    expect(code('How do you feel about $329?', 'My kids would kill for the app, honestly.', 'price').price).not.toBe('too_high');
  });
  it('reads a doubted worth as too high', () => {
    expect(code('Would you buy it?', "I'm not sure it's worth it for a flat.").price).toBe('too_high');
  });
  it('reads a price said back as a question, or likened to something big, as too high', () => {
    expect(code('What do you think of the price?', '$329 for some sensors?').price).toBe('too_high');
    expect(code('What do you think overall?', 'Smart idea, but $329 is a weekend away for us.').price).toBe('too_high');
  });
  it('reads costs likened to a cheaper way of doing it as too high', () => {
    expect(code('What is the most you would pay?', "Fifty. Eighty's a lot when the plumber's call-out is the same.", 'price').price).toBe('too_high');
    expect(code('Would you buy it?', 'For that money most people would just get a plumber to check the pipes.').price).toBe('too_high');
    expect(code('What do you think of the price?', 'The subscription eats into my budget for repairs.').price).toBe('too_high');
    expect(code('Would you buy it?', "Maybe once. I can't see paying that regularly at $329 a go.").price).toBe('too_high');
  });
  it('reads the price set against a dearer way of doing it as acceptable', () => {
    expect(code('What do you think of the price?', 'I lose more than that in one soaked carpet.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'Our plumber costs more than $329 for one call-out.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'Spread over the years it comes to the same money as the insurance excess.').price).toBe('acceptable');
  });
  it('reads a measured quantity as no price, and "a lot" of effort as no price reaction', () => {
    expect(code('What worries you?', 'What happens if the valve sticks at 25 degrees?').price).toBe('unstated');
    expect(code('Would you buy it?', 'Setting up five sensors is a lot.').price).toBe('unstated');
    expect(code('What do you think of the price?', 'It would pay for itself the first time it caught a leak.').price).toBe('acceptable');
  });
  it("reads comparisons in the price's favour as acceptable", () => {
    expect(code('What do you think of the price?', "It's cheaper than one flood.").price).toBe('acceptable');
    expect(code('What do you think of the price?', 'About what I expected for the valve.').price).toBe('acceptable');
  });
  it('compares the first amount named with the brief, not the brief price said back', () => {
    expect(code("What's the most you would pay?", 'Two hundred, tops. $329 is a lot for sensors.', 'price')).toMatchObject({ rating: 200, price: 'too_high' });
    expect(code("What's the most you would pay?", 'Between two hundred and two hundred fifty.', 'price').rating).toBe(225);
    expect(code("What's the most you would pay?", 'About three fifty.', 'price')).toMatchObject({ rating: 350, price: 'acceptable' });
  });
  it('leaves the stance of a bare amount neutral: the price field carries it', () => {
    expect(code("What's the most you would pay?", 'Two hundred, installed.', 'price').stance).toBe('neutral');
  });
});

describe('idioms of a price that is fine, and slang amounts', () => {
  const APP = 'StudyBuddy is an AI tutor app for exam revision, $12/month.';
  const code = (question: string, answer: string, kind?: 'price') => readByRules({ brief: APP, question, answer, kind });
  it('reads approval idioms as acceptable', () => {
    for (const a of ["Honestly I'd pay more.", 'Twelve quid is nothing next to a tutor.', 'Spot on.', "Can't argue with that.", 'Peanuts compared to a tutor.'])
      expect(code('What do you think of the price?', a).price, a).toBe('acceptable');
  });
  it('keeps idioms without money in sight off the price', () => {
    expect(code('What do you think of the design?', 'Spot on.').price).toBe('unstated');
  });
  it('reads slang amounts and "nothing" to a willingness-to-pay question', () => {
    expect(code('What is the most you would pay?', 'A tenner.', 'price')).toMatchObject({ rating: 10, price: 'too_high' });
    expect(code('What is the most you would pay?', "Nothing, I'd use free videos.", 'price').price).toBe('too_high');
  });
  it('reads the price said back as a question, then taken, as accepted', () => {
    expect(code('Would you buy it?', '$329? Without even thinking about it.')).toMatchObject({ price: 'acceptable', purchase: 'yes', stance: 'positive' });
  });
  it('reads more paid elsewhere as acceptable, and others priced out as too high', () => {
    expect(code('What do you think of the price?', "Fine by me. We pay more than that for the plumber's call-out.").price).toBe('acceptable');
    expect(code('What do you think overall?', 'Nobody on our street could afford $329 for sensors.').price).toBe('too_high');
    expect(code('What do you think overall?', 'My landlord would balk at that.').price).toBe('too_high');
  });
  it("reads a quantity beyond one's use as no price objection", () => {
    expect(code('What do you think?', 'Five sensors is more than I need for a studio flat.').price).toBe('unstated');
  });
  it('reads what the money would buy instead, in any tense, and the fee as the sticking point, as too high', () => {
    expect(code('What do you think of the price?', "For $329 I'd rather have a plumber check the pipes every year.").price).toBe('too_high');
    expect(code('What do you think of the price?', "For that I'll mop the floor myself.").price).toBe('too_high');
    expect(code('What do you think overall?', 'Clever kit; paying $329 for it is where it falls apart.').price).toBe('too_high');
  });
});

describe('the price named as the worry, asked as a question, or refused when asked at the price', () => {
  it('reads the price named as the biggest hesitation as too high, unless it is still to be settled or denied', () => {
    for (const answer of ['The price.', 'Honestly, the $329.', 'Cost, mainly.', 'Price and whether it works with my boiler.', 'Paying that up front.'])
      expect(code("What's your biggest hesitation?", answer).price, answer).toBe('too_high');
    for (const answer of [
      "Not the price, it's the app.",
      'Depends on the price of replacement sensors.',
      'None really. We set money aside for the house.',
      "The price isn't an issue; the install is.",
    ])
      expect(code("What's your biggest hesitation?", answer).price, answer).not.toBe('too_high');
  });
  it('reads a question about the price by the answer that follows it, or as rhetorical when none does', () => {
    expect(code('What do you think of the price?', 'Worth it? Nah.').price).toBe('too_high');
    expect(code('What do you think of the price?', 'Is it worth $329? Not to me.').price).toBe('too_high');
    expect(code('What do you think of the price?', 'Who would pay that?').price).toBe('too_high');
    expect(code('What do you think of the price?', 'Would I pay that? Absolutely.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'For some sensors? No.').price).toBe('too_high');
  });
  it('reads scorn, self-described thrift and elided objections as too high', () => {
    for (const answer of [
      'Ridiculous.',
      "I'm way too cheap to pay that.",
      'Good kit, bad price.',
      "The idea is good but the price isn't.",
      'Only a fool would pay that.',
      'It seems a bit much for what it does.',
      "We'd have to cut something else to afford it.",
      "That's double what I paid for my alarm.",
      'My $40 detector works just fine.',
      'Reasonable for a big house, but not for me.',
      "The price is right for what you get, I just don't have that kind of money.",
      "On a student budget, that's not happening.",
      'My wife would kill me.',
      'In what world is that a normal price for sensors?',
      'For that money it should fit itself.',
      "I'd need it to last twenty years at that price.",
      'Not unless it comes with the plumber.',
      "They've priced out normal people.",
      'I paid forty for my alarm.',
    ])
      expect(code('What do you think of the price?', answer).price, answer).toBe('too_high');
  });
  it('reads a plain no to paying the stated price as a refusal of the price, and a yes as taking it', () => {
    expect(code('Would you pay $329 for it?', 'No.')).toMatchObject({ purchase: 'no', price: 'too_high' });
    expect(code('Would you pay $329 for it?', 'Yes, happily.')).toMatchObject({ purchase: 'yes', price: 'acceptable' });
    expect(code('Would you pay $329 for it?', "No, we rent and the landlord wouldn't allow it.").price).toBe('unstated');
    expect(code('Would you buy it?', 'No.').price).toBe('unstated');
    const notes = (answer: string) => readByRules({ brief: 'A notes app, free for 50 notes; Pro is $8/month.', question: 'Would you upgrade to Pro at $8 a month?', answer }).price;
    expect(notes('For sync alone? No.')).toBe('too_high');
    expect(notes('Yeah, eight is nothing.')).toBe('acceptable');
    expect(notes("I'd never pay for notes when Apple Notes is free.")).toBe('too_high');
    const pos = readByRules({
      brief: 'Bakery tills: Starter $29/month, Pro $79/month.',
      question: 'How do you feel about the price?',
      answer: 'Twenty-nine I could live with. Seventy-nine, no.',
    });
    expect(pos.price).toBe('too_high');
  });
  it('tests the price the question names, or the brief price paid per the period it asks about', () => {
    const collar = (question: string, answer: string) => readByRules({ brief: 'A GPS dog collar, $129, then $8/month for the connection.', question, answer, kind: 'price' }).price;
    expect(collar("What's the most you'd pay per month for the connection?", "Honestly, eight's alright. Ten would be my limit.")).toBe('acceptable');
    expect(collar("What's the most you'd pay per month for the connection?", 'Five.')).toBe('too_high');
    expect(readByRules({ brief: 'A GPS dog collar, $129, then $8/month for the connection.', question: 'Would you pay $6 a month for it?', answer: 'Yes.' }).price).toBe(
      'acceptable',
    );
  });
  it('reads approval said by a small thing the price buys, or a jump that is not big, as acceptable', () => {
    for (const answer of [
      "Hmm. It's not cheap, but it's not outrageous either for what it does.",
      "Three hundred and twenty-nine for the lot? That's one takeout dinner a month for a year. I'd pay double that for peace of mind.",
      "I pay about three hundred for my alarm, so this isn't a huge jump.",
      "It's about the same money as the plumber's call-out.",
      "It's three hundred, it's not a big decision.",
    ])
      expect(code('What do you think of the price?', answer).price, answer).toBe('acceptable');
    expect(code('What do you like about it?', 'Everything charges per head and it adds up. Three hundred for the whole house is nothing.').price).toBe('acceptable');
  });
  it('reads things counted as no money, and a price asked about habits as no reaction', () => {
    expect(code('What do you think overall?', "Just toast. And about three coffees, if I'm honest.").price).toBe('unstated');
    expect(code('Roughly what do you spend on plumbing at the moment?', 'Never added it up. Maybe twenty bucks a month?').price).toBe('unstated');
    expect(code("What's your first reaction?", "My insurer already sends a sensor for free. I'm not sure why I'd pay for a separate one.").price).toBe('too_high');
    expect(code('What do you think of the price?', 'For $329 the lad next door would check the pipes every week for a year.').price).toBe('too_high');
  });
  it('reads "would you pay <price>?" set as a price question as a reaction to that price, not an amount named', () => {
    const lounge = (answer: string) => readByRules({ brief: 'Airport lounge pass, €99 a year.', question: 'Would you pay €99 a year for it?', kind: 'price', answer });
    expect(lounge("Yeah, I would. It pays for itself after eight or nine visits and I'd hit that by March.")).toMatchObject({ price: 'acceptable', rating: null });
    expect(lounge('I pay forty-five a month for the gym already, so ninety-nine on top is a bit much.').price).toBe('too_high');
    expect(lounge("I'd pay sixty.").price).toBe('too_high');
  });
  it('reads who else is cheaper, what it would cost one, and why pay twice, against the price; a cheaper thing said of the idea for it', () => {
    expect(code('How appealing is it, 1 to 10?', "Four. I've used the same plumber for fifteen years and they're about twenty quid cheaper.").price).toBe('too_high');
    expect(code('What do you think overall?', 'A per-sensor plan would cost me a fortune.').price).toBe('too_high');
    expect(code("What's your first reaction?", 'We already pay for Nest, which does this. Why would I pay twice?').price).toBe('too_high');
    expect(code('What do you think overall?', "I like the alerts, I don't like paying a fee on top.").price).toBe('too_high');
    expect(code('How does it compare with what you do now?', "A plumber's call-out is two hundred, so this is way cheaper.").price).toBe('acceptable');
    expect(code('How does it compare with what you do now?', "I'd stick with my insurer's sensors, they're way cheaper.").price).toBe('too_high');
    expect(code('What do you think of the price?', "My plumber charges about three hundred for a check, so that's fair enough.").price).toBe('acceptable');
    expect(code('What do you think of the price?', "If it covers the boiler, that's fair enough; if not, it isn't.").price).not.toBe('acceptable');
    expect(code('Who do you think this is for?', "Landlords. People who can't afford a plumber on call.").price).toBe('unstated');
    expect(code('What do you like about it?', "The battery. A year is more than I'd ever need between changes.").price).toBe('unstated');
  });
  it('reads the price named as the reason, what others pay set apart from oneself, and sums added up out loud', () => {
    expect(code('How likely are you to buy it, 1 to 5?', "Three-ish. It's the price, mostly.").price).toBe('too_high');
    expect(code('Who do you think it is for?', 'People who will pay $329 for sensors without blinking. Not me.').price).toBe('too_high');
    expect(code('Who do you think it is for?', 'Landlords with money. Three hundred and twenty-nine dollars for some sensors is mad.').price).toBe('too_high');
    expect(code('Who do you think it is for?', "Big houses. My parents would love it, but they'd balk at that price.").price).toBe('too_high');
    expect(code('What do you think overall?', "Mate, that's a lot of coin for some sensors. My old alarm was forty bucks.").price).toBe('too_high');
    expect(code('How often would you check it?', "Daily. Oh, that's like nine hundred a year with the add-ons. Hm.").price).toBe('too_high');
    expect(code('Does anything worry you about it?', "I've got two kids under four, so the valve noise.").price).toBe('unstated');
  });
  it('reads terse answers to a question about the price: a score, a yes or no, a likening, a bare approval', () => {
    expect(code('On a scale of 1 to 10, how do you feel about the price?', 'A 3.').price).toBe('too_high');
    expect(code('On a scale of 1 to 10, how likely would you be to pay $329 for it?', '2.')).toMatchObject({ price: 'too_high', purchase: 'no' });
    expect(code('On a scale of 1 to 10, how likely would you be to pay $329 for it?', 'Nine.')).toMatchObject({ price: 'acceptable', purchase: 'yes' });
    expect(code('On a scale of 1 to 10, how likely would you be to pay $329 for it?', "Two, we rent and can't drill.").price).toBe('unstated');
    expect(code('Is $329 reasonable?', 'Nope.').price).toBe('too_high');
    expect(code('Is $329 reasonable?', 'Yeah, it is.').price).toBe('acceptable');
    expect(code('Is it too expensive?', 'Yes.').price).toBe('too_high');
    expect(code('How does $329 sound?', 'Like a lot.').price).toBe('too_high');
    expect(code('How does $329 sound?', 'Doable.').price).toBe('acceptable');
    expect(code('Does the price seem fair to you?', 'Not for some sensors.').price).toBe('too_high');
    expect(code('How does it compare with what you have now?', 'Works fine.').price).toBe('unstated');
    expect(code('How do you protect the house now?', 'A forty-dollar alarm, so three twenty-nine would be a big jump.').price).toBe('too_high');
    expect(code('How does it compare with what you have now?', 'It would be a big step up from my bucket under the sink.').price).toBe('unstated');
  });
  it('reads a doubted worth in number words, a racket, a special-occasion thing and nobody paying from their own pocket as too high', () => {
    expect(code("What's your first impression?", "Useful in a flood. Not sure it's worth three hundred the rest of the year.").price).toBe('too_high');
    expect(code('How likely are you to buy it, 1 to 10?', 'Seven. The replacement valves are a bit of a racket, though.').price).toBe('too_high');
    expect(code('How likely are you to buy it, 1 to 10?', "A four. At three hundred bucks it'd be a special-occasion thing at best.").price).toBe('too_high');
    expect(code('Who do you think this is for?', "Landlords on expenses. Nobody's paying for this out of their own pocket.").price).toBe('too_high');
    expect(code('Who do you think this is for?', "Young lads renting their first flat who can't afford a plumber.").price).toBe('unstated');
  });
  it('reads the price said back with approval, or set beside a dearer quote, as acceptable; a person who is fine is no price', () => {
    expect(code('Would you pay $329 for it?', 'Yes. Three twenty-nine is nothing, my plumber charged five hundred for one call-out.').price).toBe('acceptable');
    expect(code("What's your first impression?", 'Three hundred and twenty-nine installed is pretty good. I got quoted six hundred last month.').price).toBe('acceptable');
    expect(code('Would you use it?', 'Yes. The plumber we were quoted wanted way more than that.').price).toBe('acceptable');
    expect(code('How likely are you to buy it, 1 to 10?', 'Nine. Three hundred is about what I spend on the boiler service anyway.').price).toBe('acceptable');
    expect(code('What do you like about it?', "Just knowing. Half my call-outs end with 'he's fine, that'll be eighty dollars.'").price).toBe('unstated');
    expect(code("What's your biggest hesitation?", 'The weight. Four hundred grams is a lot on a pipe.').price).toBe('unstated');
  });
  it('reads a price that makes one wince, a multiple of what one paid, the price as the reason, saving for a house, and sums added up with "that\'d be"', () => {
    expect(code('How likely are you to buy it, 1 to 10?', 'Seven. The product makes sense, the price makes me wince.').price).toBe('too_high');
    expect(code('How does it compare with what you have now?', "I paid sixty for my alarm and it's fine. This is nearly six times that.").price).toBe('too_high');
    expect(code('How likely are you to buy it, 1 to 10?', 'Three, because of the price.').price).toBe('too_high');
    expect(code('Would you pay $329 for it?', "Personally I'd love to, but we're saving for a house, so realistically no.").price).toBe('too_high');
    expect(code('Who do you think it is for?', "Not people like me with three flats - that'd be nearly a thousand a year.").price).toBe('too_high');
    expect(code('Would you buy this?', "The pipes have burst three times this year. I'd order one tonight.").price).toBe('unstated');
  });
  it('reads a yes to paying the price as taking it, whatever is conceded in another breath', () => {
    expect(code('Would you pay $329 for it?', "Grudgingly, yes. It's steep, but the house is worth it.").price).toBe('acceptable');
    expect(code('Would you pay $329 for it?', "Sure, and I'll throw in a kidney while I'm at it.").price).toBe('too_high');
    expect(code('How does it compare with what you have now?', "Three twenty-nine isn't crazy for something that guards the house every day.").price).toBe('acceptable');
    expect(code('How likely are you to buy it, 1 to 10?', "Ten. I'd have paid double that after last winter.").price).toBe('acceptable');
    expect(code('What do you think of the price?', "Two hundred would be a no-brainer. Three twenty-nine, I'm not sure I would.").price).toBe('too_high');
  });
  it('reads real money, printer ink, squeezing money out of one and a fee forever as too high; things one does a lot as no price', () => {
    expect(code('Would you buy it at $329?', 'No. Three hundred and twenty-nine is real money when you rent.').price).toBe('too_high');
    expect(code('What do you think of $39 for valves every six months?', "That's the catch. Seventy-eight a year, forever. It's like printer ink.").price).toBe('too_high');
    expect(code('Would you buy the extra valves?', 'No. Thirty-nine a valve feels like a trick to squeeze more money out of me.').price).toBe('too_high');
    expect(code('Would you check it every week?', 'Not every week. I travel a lot for work.').price).toBe('unstated');
    expect(code('Would your kids need help with the app?', 'Mine are on tablets more than I am.').price).toBe('unstated');
    expect(code("What's your biggest hesitation?", 'Last time a subscription decided things for me, I hated it.').price).toBe('unstated');
    expect(code('Does anything worry you?', "If a sensor fails I'd be losing money on a flood.").price).toBe('unstated');
  });
  it('reads "this is actually cheaper", "which I could live with" and "for what\'s in it" as acceptable', () => {
    expect(code('How does it compare with what you pay now?', 'We pay a plumber about nine hundred a year, so this is actually cheaper.').price).toBe('acceptable');
    expect(code('Would you pay $329 for it?', 'Maybe in two payments, which I could live with.').price).toBe('acceptable');
    expect(code('Is $329 a fair price?', "For what's in it, yeah, probably.").price).toBe('acceptable');
  });
  it('reads implicit objections: a sum for what, nobody signing it off, better things to do with the money, another fee, a free tool that costs nothing', () => {
    for (const [question, answer] of [
      ['Would you pay $329 for it?', "I can already hear my husband: 'three hundred and twenty-nine dollars for what, a beeper?' So, no."],
      ['Would you pay $329 for it?', "I'd love it, but the landlord pays for repairs and he would never sign that off."],
      ['How does it compare with what you do now?', 'I check the pipes myself. I can think of better things to do with three hundred quid.'],
      ['How likely are you to buy it, 1 to 10?', 'About a three. Another ten a month and my partner stages an intervention.'],
      ['How does it compare with what you use now?', "My insurer's sensor doesn't do the valve, but it also doesn't cost me three hundred dollars."],
      ['Would you pay $329 for it?', "I'd ask for a discount, honestly."],
      ["What's your first impression?", "Three hundred and twenty-nine. My whole repair budget is three hundred. You'd get laughed out of the room."],
      ['Would you pay $329 for it?', "That's two months' rent for me. For some sensors."],
      ['Would you pay $329 a kit?', "Three hundred and twenty-nine dollars, that's my daughter's football boots."],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
  });
  it('reads voices of every age: a mum who would kill me, quite a sum, an employer who must pay, a volume tier, not paying extra', () => {
    for (const [question, answer] of [
      ['Would you buy it?', 'nah tbh. my mum would kill me if I spent that on sensors anyway'],
      ["What's your first impression?", 'My grandson would adore it. Though I must say £329 is quite a sum for a gadget.'],
      ["What's your first impression?", "I'd defo use the free app. the kit only if my uni paid for it tho"],
      ['Would your organisation consider it?', 'With 140 sites that comes to a lot. We would need a volume tier before sign-off.'],
      ['How does it compare with what you use now?', "I put a cheap alarm under the sink. This does more, but I'm not paying an extra three hundred plus a monthly fee for that."],
      ['Would you buy it?', "that's like a whole year of birthday money, no way. cool tho"],
      ['What hesitations do you have?', 'why do I need a subscription for a leak sensor, it just sits there'],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
  });
  it('reads fair enough with the price said, less than a coffee, half the price of the rival, and no subscription as a win as acceptable', () => {
    for (const [question, answer] of [
      ["What's your first impression?", '$329 is fair enough for a proper kit.'],
      ['Would you buy it?', 'Yes. Works out about a dollar a day. Less than my coffee.'],
      ['How does it compare with what you use now?', "I've got a smart valve already. This looks comparable and it's half the price."],
      ['What do you like about it?', 'no subscription is a W, i hate subs'],
      ["What's your first impression?", "Burst-pipe alerts = sold. Would've paid double after last winter."],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
    expect(code("What's the most you'd pay for it?", "I pay a plumber $40 a visit. I'd pay up to $400 if it really stops floods.", 'price').price).toBe('acceptable');
    expect(code('What hesitations do you have?', "Forty sensors doesn't sound like a lot. What happens when one fails?").price).toBe('unstated');
  });
  it('weighs good words and price objections in one answer by what the speaker does', () => {
    for (const [question, answer] of [
      ['Would you pay $329 for it?', 'Good deal on paper. On my salary, no.'],
      ["What's your first impression?", 'Great value if you own a house; as a renter, no.'],
      ['Would you buy it?', "Maybe in the Black Friday sale. At full price I'd wait."],
      ['Who do you think it is for?', "Landlords with twenty flats. For my one flat it's ridiculous money."],
      ['What would make you hesitate?', "Honestly, the price. It's fair, but margins in my trade are razor thin."],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
    for (const [question, answer] of [
      ['How likely are you to buy it, 1 to 10?', '8. The price is steep, but after one flood I can justify it.'],
      ['What would make you hesitate?', 'Honestly nothing. I paid more than that for my last plumber.'],
      ['Would you pay $329 for it?', "I'd pay it, grudgingly. Insurance excesses are worse."],
      ['Would you buy it?', "Not yet. Great price, but I'd need my landlord's say first."],
      ["What's your first impression?", "$329 is a birthday-level present, but it's doable."],
      ['Would you buy it?', 'Yes, one flood costs us more than $329.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
  });
  it('reads thousands said short against a big price', () => {
    const car = (answer: string) => readByRules({ brief: 'A city EV, £22,900.', question: "What's the most you'd pay for it?", kind: 'price', answer }).price;
    expect(car('Honestly, twenty-five.')).toBe('acceptable');
    expect(car('Eighteen, tops.')).toBe('too_high');
  });
  it('reads an amount in the period the question asks for, a team total per head, and shares of the price', () => {
    const plan = (question: string, answer: string) => readByRules({ brief: 'Compliance autopilot, $750/month.', question, answer, kind: 'price' }).price;
    expect(plan('What would you pay per year?', '$5,000.')).toBe('too_high');
    expect(plan('What would you pay per year?', '$10,000.')).toBe('acceptable');
    const seats = (answer: string) =>
      readByRules({ brief: 'Team chat for clinics, $12 per user per month.', question: 'What would your 10-person team pay monthly?', answer }).price;
    expect(seats('About $80.')).toBe('too_high');
    expect(seats('$150 would be fine.')).toBe('acceptable');
    expect(code("What's the most you'd pay?", 'Half.', 'price').price).toBe('too_high');
    expect(code("What's the most you'd pay?", 'The asking price.', 'price').price).toBe('acceptable');
    expect(code("What's the most you'd pay?", "I wouldn't pay anything for it.", 'price').price).toBe('too_high');
    expect(code("What's the most you'd pay?", '$325 is fine.', 'price').price).toBe('acceptable');
  });
  it('reads the price denied as the issue, a sum nobody would blink at, and a verdict pointing back at the sum as acceptable', () => {
    for (const [question, answer] of [
      ['How does it compare with what you use?', "We pay about that now, so the price isn't the issue. Moving everything over is."],
      ['Would you buy it?', 'Nobody would blink at three hundred for peace of mind.'],
      ['What do you think of the price?', 'Not bad at all for five sensors and a valve.'],
      ["What's your first impression?", 'Three hundred and twenty-nine to never mop a flooded cellar again. On a bad day that sounds about right.'],
      ['What do you think of the price?', "After last winter's burst pipe I'd have paid anything."],
      ['Would you pay $329?', "After the flood last year, I'm not going to argue."],
      ['What do you think of the price?', 'Three hundred against a ruined kitchen floor. Easy maths.'],
      ['What do you think of the price?', 'One payment and no subscription is exactly right.'],
      ["What's your first impression?", 'Premium price for a premium product, I get it.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
  });
  it('reads one more subscription, said beside the ones already paid, as too high; in a list of chores it is the hassle', () => {
    expect(code("What's your first impression?", 'Another subscription? I already pay for six of them.').price).toBe('too_high');
    expect(code('Would you use it?', 'Another app, another subscription, another password. No.').price).toBe('unstated');
  });
  it('reads a fair amount well under the price, and "too much" just after a sum, as too high', () => {
    expect(code('Is $329 a fair price?', "Three twenty-nine for sensors? I'd say two hundred is fair.").price).toBe('too_high');
    expect(code('Would you buy it?', 'Two hundred would be a no-brainer.').price).toBe('too_high');
    expect(code('Would you buy it?', 'Add the plumber and it comes to nearly five hundred dollars. No, too much.').price).toBe('too_high');
    expect(code('Is $329 a fair price?', 'Three hundred and thirty is fair.').price).toBe('acceptable');
    const filter = 'AquaPure is a water filter. It costs $189 plus $30 filters every three months.';
    expect(readByRules({ brief: filter, question: 'What do you think of the price?', answer: "Thirty every three months is fine, that's ten a month." }).price).toBe('acceptable');
  });
  it('reads a doubt about paying, paying for what one will not use, and a cheaper way given with a no as too high', () => {
    expect(code("What's your first reaction?", "I'm not sure why I'd pay three hundred dollars for this.").price).toBe('too_high');
    expect(code('What do you think of the price?', "I'd be paying for three sensors we'd never use.").price).toBe('too_high');
    expect(code('Would you pay $329?', "No. A plumber's check-up is eighty dollars and I book one every year.").price).toBe('too_high');
    expect(code('Would you pay $329?', "No. We rent and the landlord won't allow it.").price).toBe('unstated');
  });
  it('reads everyday ways of finding the price out of reach as too high', () => {
    for (const [question, answer] of [
      ["What's your first impression?", 'Looks smart. $329 though?'],
      ['Who is it for?', "Homeowners with money to spare. Not people like me, that's $329."],
      ["What's your first impression?", 'Clever, but three hundred for sensors is a big ask.'],
      ['Would you buy it?', "I'd have to save up for it, honestly."],
      ['What do you think of the price?', "That's a big number for some sensors."],
      ['What do you think of the price?', "I'd struggle to find that right now."],
      ['What do you think of the price?', 'Good idea, wrong price.'],
      ['What do you think of the price?', "It's clever, but the maths doesn't work for us."],
      ['What do you think of the price?', "Higher than I'd like."],
      ['What do you think of the price?', "It's the upfront cost that gets me."],
      ['What do you think of the price?', "I'd need to see it come down."],
      ['How likely are you to buy it, 1 to 10?', 'Three, purely on cost.'],
      ['Anything else?', 'The price will put a lot of people off.'],
      ['Anything else?', 'Offer a cheaper starter model.'],
      ['What would stop you from buying it?', 'My wallet.'],
      ["What's your biggest concern?", 'Whether I can justify it over a twenty-dollar alarm.'],
      ['What do you think of the price?', "I'd go to one-fifty, not more."],
      ['What do you think of the price?', 'Seems a lot when a bucket does the job.'],
      ['What do you think of the price?', 'More than I was expecting, to be honest.'],
      ['What do you think of the price?', "I'd expect that for a whole-house system, not five sensors."],
      ['What do you think of the price?', "You'd have to throw in the plumber at that price."],
      ['What do you think of the price?', 'Not a chance on my budget.'],
      ["What's your biggest concern?", 'The batteries. Twenty dollars every six months forever.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
  });
  it('leaves money that is not this price alone', () => {
    expect(code("What's your biggest hesitation?", 'If the app dies it becomes a very expensive paperweight.').price).toBe('unstated');
    expect(code("What's your biggest hesitation?", 'Giving it access to my bank account.').price).toBe('unstated');
    expect(code('How useful would it be, 1 to 10?', 'A nine. It would save me a fortune in insurance excess.').price).toBe('unstated');
    expect(code('Would you buy it?', 'The twelve-month minimum is a bit cheeky, but I would.').price).not.toBe('too_high');
  });
  it('reads haggling, waiting for the sale, scorn for who pays and money one cannot find as too high', () => {
    for (const [question, answer] of [
      ['What would you change?', 'Knock a few dollars off and I would sign up today.'],
      ['Would you buy it?', "I'll wait. These things always go on sale in the new year."],
      ['How likely are you to buy it, 1 to 10?', "Three. I'm curious, but not three hundred dollars curious."],
      ['Who do you think would buy this?', 'People with more money than sense.'],
      ['Anything else?', 'Monthly payments, maybe. Three hundred up front, never.'],
      ['What would you change?', 'Make it ninety-nine for renters.'],
      ['Is it fair?', "You're paying a hundred extra for the valve."],
      ['Who is it for?', 'Landlords. No tenant is paying that themselves.'],
      ['Would you buy it?', "Not this year. Can't find three hundred for sensors."],
      ['Who is it for?', 'Big houses. In a flat I would be better off grabbing a second-hand alarm.'],
      ['Would you buy it?', "I'd need a real reason to pay $329 when a $20 alarm beeps too."],
      ['Would you buy it?', "At three hundred we just can't, not with the boiler due."],
      ['Would you use it?', "I'd pay for the sensors, sure, but not the extra hundred for the valve."],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
  });
  it('reads the price beating what was paid before, a usual budget and sums that work as acceptable', () => {
    for (const [question, answer] of [
      ['Would you buy it?', "Yes. I've spent more than that on things that never worked."],
      ['Would you buy it?', 'Yes, $329 is less than we paid the plumber last time.'],
      ['Would you use it?', 'Absolutely, that price beats what I paid for the last repair by a mile.'],
      ["What's your first impression?", "Three hundred is about my usual budget for the house each spring, so that's fine."],
      ['How likely are you to buy it, 1 to 10?', 'Eight. The payback maths works for us.'],
      ['Would you pay $329?', 'Yes. The damage is worth a lot more than three hundred dollars.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
    expect(code('What do you like most?', 'A dry floor is worth more than the sensors look.').price).toBe('unstated');
  });
  it('takes a yes or no after a short lead-in as the answer, and an age is no amount', () => {
    expect(code('Would you buy it at that price?', "For my mum's house, yes, I would.").purchase).toBe('yes');
    expect(code('Would you pay $329?', 'For four sensors? Yeah I would, beats a flooded kitchen.').purchase).toBe('yes');
    expect(code('Would you pay $329?', "Yes. I'm 52 and I'd pay that twice for peace of mind.").price).toBe('acceptable');
    const rota = (answer: string) => readByRules({ brief: 'RotaCare is $4 per user per month.', question: "What's the most you'd pay per user per month?", kind: 'price', answer });
    expect(rota('Two dollars, maybe two-fifty.')).toMatchObject({ rating: 2.25, price: 'too_high' });
  });
  it('reads short everyday verdicts on the price', () => {
    for (const [question, answer] of [
      ['How likely are you to buy it, 0 to 10?', "Like a 4. I'd need it on sale."],
      ['Would you buy it?', 'Probably, once Black Friday hits.'],
      ['How does it compare with what you use now?', "I use a basic alarm and it's a fraction of that."],
      ['How does it compare with what you buy now?', 'I buy whatever the hardware shop has. Usually cheaper.'],
      ['How likely are you to buy it, 0 to 10?', "Five. The alerts sound nice, the subscription doesn't."],
      ['What do you think of the price?', 'The sensors are fine. Another subscription, though? No thanks.'],
      ['How does it compare with what you have now?', "My neighbour's system's forty dollars and has a siren, so I wouldn't bother."],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
    for (const [question, answer] of [
      ['What do you think of the price?', 'Three twenty-nine is no bad for all that.'],
      ['Would you pay $329 for it?', "I'd treat myself, aye."],
      ['Would you pay $329 for it?', "Aye, I'd splash out."],
      ['What do you think of the price?', "$329 is about what you'd pay for a decent kit. Fair enough."],
      ['How does it compare with what you use now?', 'My old alarm cost more and never talked to my phone.'],
      ["What's your first impression?", "Three hundred for a dry house. I'm in."],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
    expect(code('How appealing is it, 1 to 10?', "Eight. It's the kind of thing I'd treat myself to.").price).toBe('unstated');
    expect(code('What do you think of the prices?', "That's over a hundred and fifty a year, every year. I'd buy the kit and skip the plan.").price).not.toBe('acceptable');
  });
  it('reads free alternatives, tiers priced wrong, fees to cut and sign-offs without a meeting', () => {
    for (const [question, answer] of [
      ['How does it compare with what you use now?', "Our landlord's alarm is clunky, but it's free."],
      ['How does it compare with what you use now?', 'The council lends out sensors. Free is hard to beat.'],
      ['How likely are you to buy it, 1 to 10?', "About a six. I'd want the valve features at the basic price."],
      ['Would you pay $329?', "I'd be paying three hundred for something my insurer throws in."],
      ['How does it compare with what you have now?', 'We own our alarm outright. Why would I start paying for another?'],
      ['Who signs this off?', "My wife, and she'll ask what we're getting for it."],
      ['Who signs this off?', 'The landlord. He will see a three-hundred-dollar bill and say no.'],
      ['What would you change?', 'Cut the installation fee.'],
      ['What would you change?', "Let unused months roll over; I'd hate getting stung for a month I didn't use."],
      ['How does it compare with what you do now?', 'We check the pipes ourselves. Three hundred for that seems like a waste.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
    for (const [question, answer] of [
      ['Who signs this off?', 'Me. Three hundred I can approve myself without a meeting.'],
      ['How does it compare with what you pay now?', 'Our plumber charges five hundred a visit, so on price you win.'],
      ['What do you think of the price?', 'For five sensors it is sixty dollars each, which is less than one call-out.'],
      ['Would you pay for this?', 'Three hundred? Obviously yes.'],
      ['What do you think of the fitting fee?', 'Three twenty-nine, fine, but the plumber is the real cost.'],
      ['What do you think of the price?', 'A dry cellar for three hundred dollars? My time is worth more than that.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
    expect(code('Would you use it?', "No. The landlord's alarm works fine and I'm not going to pay for something I've already got.").price).not.toBe('acceptable');
  });
  it('reads how one would rather pay as no reaction to the price', () => {
    for (const answer of [
      "Yearly, if there's a discount. I hate lots of little monthly charges.",
      'Finance. I am not draining our savings for this.',
      'Instalments, spread over the year.',
    ])
      expect(code('Would you rather pay monthly or yearly?', answer).price, answer).toBe('unstated');
    expect(code('Would you rather pay upfront or finance it?', 'Upfront, but honestly it is too expensive either way.').price).toBe('too_high');
  });
  it('reads what the money does for the speaker, and the other thing being cheaper, the right way round', () => {
    for (const [question, answer] of [
      ['Do you think it is good value?', "For what you get, it's reasonable."],
      ['Is it good value?', "Honestly, for peace of mind that's dirt cheap."],
      ['How does the price compare with what you pay now?', 'We pay our plumber about 300 a visit, so it is roughly the same.'],
      ['How does the price compare with what you pay now?', 'I pay about $400 for my current alarm, so this is a good bit less.'],
      ['Is $329 fair?', "Three-thirty is about what people pay for a decent kit, so that's fair enough."],
      ['How likely are you to buy it, 1 to 10?', "Eight. It's an easy sell at that price."],
      ['What do you think of the price?', "That's not bad at all compared with a plumber's call-out fee."],
      ['Who signs this off?', 'Me. Three hundred would not even need sign-off.'],
    ])
      expect(code(question!, answer!).price, answer).toBe('acceptable');
    for (const [question, answer] of [
      ['Would you buy it?', "Not the valve. I'm not paying monthly for yet another app."],
      ['How does it compare with what you use now?', "My phone's leak alert is free, so I wouldn't pay for this."],
      ['Would you buy it?', 'If my landlord paid, yes. With my own money, no.'],
      ['Is $329 good value?', "I'd use one sensor, so I'm really paying three hundred dollars for a single sensor."],
      ['Would you buy it?', 'A minimum of five sensors means paying for two ghosts, so no.'],
      ['What do you think of the price?', "Three hundred is a lot of buckets. Doesn't add up for me."],
      ['How likely are you to buy it, 1 to 10?', "Two. For a one-bed flat, three hundred and twenty-nine dollars doesn't add up."],
      ['Would you pay $329?', 'No. My insurer gave me a leak alarm for free.'],
      ['What do you think of the price?', 'Three hundred on top of everything? The council runs a scheme that is much cheaper.'],
      ['What do you think of the price?', "For me $329 is too much. A $20 alarm is free of fuss and it's good enough."],
      ['Would you sign up?', "Realistically, no. I'm already choosing between the heating and the food shop."],
    ])
      expect(code(question!, answer!).price, answer).toBe('too_high');
    expect(code("What's your biggest worry?", 'Battery. If it dies at three in the morning, I am late for work.').price).toBe('unstated');
    expect(code("What's your biggest worry?", "The tenants. In this market I can't afford to lose a good one over a beeping sensor.").price).toBe('unstated');
    expect(code("What's your biggest worry?", "We couldn't afford to take the risk of a false shut-off in the salon.").price).toBe('unstated');
  });
  it('reads a willingness to pay in the period the question asks for', () => {
    const plan = (question: string, answer: string) => readByRules({ brief: 'Pro is $12 per user per month.', question, answer, kind: 'price' });
    expect(plan("What's the most you'd pay per user per month?", 'About a hundred a year per head.')).toMatchObject({ rating: 8.33, price: 'too_high' });
    expect(plan("What's the most you'd pay per user per year?", 'Fifteen dollars a month.')).toMatchObject({ rating: 180 });
  });
  it('reads refusals that name the cost, a low score put down to the price, and a no with a one-off way round a monthly fee as too high', () => {
    const box = (question: string, answer: string, kind?: 'scale' | 'choice') =>
      readByRules({ brief: 'SnackCrate is a monthly box of healthy snacks, $30 a month.', question, answer, kind, ...(kind === 'scale' ? { scale: { min: 1, max: 10 } } : {}) });
    expect(box('Would you pay $30 a month?', "With three kids I'd need two boxes, so sixty a month really. That's a no.").price).toBe('too_high');
    expect(box('How likely are you to buy it, 1 to 10?', 'Two at that price. A six if it came down to fifteen.', 'scale')).toMatchObject({ rating: 2, price: 'too_high' });
    expect(box('How likely are you to buy it, 1 to 10?', "Three, and only for the kids' lunches. At that price I'm not doing it monthly.", 'scale').price).toBe('too_high');
    expect(box('How likely are you to buy it, 1 to 10?', "Honestly a two. It's lovely, I just can't swing it.", 'scale').price).toBe('too_high');
    expect(box('Would you pay $30 a month?', "No. I'd buy a forty-dollar snack tub once and be done with it.").price).toBe('too_high');
    expect(box('Would you pay $30 a month?', 'I will not pay that. The corner shop does a bag of nuts for two dollars.')).toMatchObject({ purchase: 'no', price: 'too_high' });
    expect(box('Would you pay $30 a month?', "We'd pay it. It's not cheap, but the vending machine at work costs us more.")).toMatchObject({
      purchase: 'yes',
      price: 'acceptable',
    });
    expect(box('Would you buy it?', "I'm not adding three hundred and sixty a year in snacks, not a chance.").price).toBe('too_high');
    expect(box('How likely are you to buy it, 1 to 10?', 'Seven. Maybe more if it were a bit bigger.', 'scale').price).toBe('unstated');
  });
  it('reads a yes to one part, a sum scoffed at after a but, double-dipping and reckoning the money as too high', () => {
    const kit = (question: string, answer: string) => readByRules({ brief: 'The BrewBot controller is $249, plus $15 a month for ingredient pods.', question, answer });
    expect(kit('Would you pay $249 plus $15 a month for pods?', 'The controller, yes. But fifteen a month forever for pods?').price).toBe('too_high');
    expect(kit('What do you think of the price?', 'The controller at two forty-nine is fine. Fifteen a month on top feels like double-dipping, though.').price).toBe('too_high');
    expect(kit('What do you think of the price?', "That's half a day's wages for me, and the pods on top.").price).toBe('too_high');
    expect(kit('Would you buy it?', "If my brother chipped in, sure, but it's my own money, so probably not.").price).toBe('too_high');
    expect(kit('Who do you think it is for?', 'Somebody with a lot more disposable income than a family of four.').price).toBe('too_high');
    expect(kit('Would you buy it?', "At two hundred and forty-nine, no. If it came down to a hundred I'd get one.").price).toBe('too_high');
    expect(kit('Would you buy it?', "I'd wait for the intro offer. At the full price I'd not start.").price).toBe('too_high');
    expect(kit('Would you buy it?', 'No. It would cost more than the kettle is worth to run it.').price).toBe('too_high');
  });
  it('leaves other things that are expensive, cheaper or dear alone, and reads the price as the cheaper one as acceptable', () => {
    const tool = (question: string, answer: string) => readByRules({ brief: 'PitchPal is AI sales-call practice, $35 per rep per month.', question, answer });
    expect(tool('How does it compare with what you use now?', 'We use Gong, which does way more but costs a fortune.').price).toBe('unstated');
    expect(tool('Who do you think this is for?', 'Sales teams with expensive enterprise deals and reps who are new.').price).toBe('unstated');
    expect(tool('Who do you think this is for?', 'Teams who have outgrown spreadsheets but not enough to pay for Salesforce.').price).toBe('unstated');
    expect(tool('How likely are you to buy it, 1 to 10?', 'Eight. Our insurer might even knock something off the premium.').price).toBe('unstated');
    expect(tool('What worries you?', 'Timing. I finish calls at half seven most nights.').price).toBe('unstated');
    expect(tool('What do you think?', 'Unlimited practice calls is more than most of them give you.').price).toBe('unstated');
    expect(tool('Would you buy it?', "Honestly, no. I'd rather save up for a proper CRM.").price).toBe('unstated');
    expect(tool('How does it compare with what you use now?', "At thirty-five a seat it's a fraction of what Gong costs us.").price).toBe('acceptable');
    expect(tool('What do you think of the price?', 'Thirty-five is less than that for a real coach. I spend more than that on coffee.').price).toBe('acceptable');
    expect(tool('What do you think of the price?', "Five quid a head split between us is nothing. I'd happily pay the extra for this.").price).toBe('acceptable');
  });
  it('reads what a budget, a pension or a wage can carry, and a share one cannot spare, as too high', () => {
    const care = (question: string, answer: string) => readByRules({ brief: 'CareCall checks in on elderly relatives by phone every day, $149 a month.', question, answer });
    for (const answer of [
      '$149 a month is a third of my pension check.',
      'None of us cousins can really spare our share of that.',
      "With forty clients that's thousands a year, and our margins can't carry that.",
      "Premium care like this isn't in my budget.",
      'On my wages every five dollars counts.',
      "I'm not paying hospital prices for a phone call.",
      'For my little shop, $149 a month is a big bite.',
      'My whole week of groceries costs about what this charges.',
    ])
      expect(care('What do you think?', answer).price, answer).toBe('too_high');
    for (const answer of [
      "Yes. I'm paying a nurse $300 a month to do this, so $149 is an easy call.",
      'My sister pays for a sitter, which costs way more than $149 anyway.',
      'Even at $149 we would save money compared with the agency.',
      'That peace of mind alone would be worth the $149.',
      "Yes. I'd pay $149 to never miss a fall again.",
    ])
      expect(care('What do you think?', answer).price, answer).toBe('acceptable');
    for (const answer of ["At 68 I'm not sure I'd trust a robot voice.", 'I hate throwing away half the leftovers she never eats.'])
      expect(care('What do you think?', answer).price, answer).toBe('unstated');
  });
  it('reads a price one cannot see the worth of, a total that scares, a rough sum and a fee one would only do without as too high', () => {
    const lease = (question: string, answer: string) => readByRules({ brief: 'SunShare leases rooftop solar panels for $129 a month over 20 years.', question, answer });
    for (const answer of [
      "It does more than a meter, I just don't see $129 worth of difference.",
      "It's $129 a month plus the roofer, and that total is what scares me.",
      "My bill is about forty now. I can't see going from that to $129.",
      '$129 a month is rough when my income is lumpy.',
      "I'd only do it without the monthly fee.",
      "If I can't choose the panels, it needs to be cheaper than that.",
      'The panels are fine, but another monthly subscription for something on my own roof? That bugs me.',
    ])
      expect(lease('What do you think?', answer).price, answer).toBe('too_high');
    expect(lease('Is $129 a month fair?', 'For the main house, sure. But charging me again for the garage? No.').price).toBe('too_high');
    for (const answer of [
      'My power bill is about $180 in summer, so a fixed $129 sounds like a deal to me.',
      'We have a second car costing us insurance, and $129 a month is way less than that.',
      'Twenty years of panels for that is better value than what the utility charges.',
      'Yes. If it cuts the bill in half, $129 is cheap.',
    ])
      expect(lease('What do you think?', answer).price, answer).toBe('acceptable');
    const audit = readByRules({
      brief: 'CertBot automates SOC 2 for startups, $750 a month.',
      question: 'How does it compare with a consultant?',
      answer: 'A consultant quoted us $30k. Nine grand a year for software is cheaper on paper.',
    });
    expect(audit.price).not.toBe('too_high');
  });
  it("reads only the condition's own amount as better terms", () => {
    const hive = (question: string, answer: string) => readByRules({ brief: 'HiveSense is a sensor under a beehive, £129, plus £3 a month for the app.', question, answer });
    expect(hive('Is it good value?', "Nine. If this saves one colony it's paid for itself, and the three pound app is nothing.").price).toBe('acceptable');
    expect(hive('What do you like?', "I'd pay the hundred and twenty-nine for the swarm alert alone.").price).toBe('acceptable');
    expect(hive('Would you buy it?', "Maybe. If it were eighty, I'd get two.").price).toBe('too_high');
    expect(hive('What do you use now?', "A notebook. It's not pretty, but it never cost me twelve bucks a month.").price).toBe('too_high');
    expect(hive('What worries you?', "Just money. Three pounds a month is three pounds I don't have.").price).toBe('too_high');
  });
});
