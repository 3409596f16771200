/** A pastime, with the catalogue tag it implies and the ages it fits (nobody aged 78 is into esports). */
export interface Hobby {
  name: string;
  tag: string;
  ages: readonly [number, number];
  /** Least income index it fits (golf and sailing cost money). */
  minIncome?: number;
}

type HobbyRow = [string, string, number, number, number?];

const HOBBY_ROWS: HobbyRow[] = [
  ['trail running', 'fitness', 18, 60], ['weightlifting', 'fitness', 18, 65], ['CrossFit', 'fitness', 20, 50, 2],
  ['cycling', 'fitness', 18, 75], ['swimming', 'fitness', 18, 85], ['pickleball', 'sports', 30, 85],
  ['golf', 'sports', 25, 85, 3], ['tennis', 'sports', 18, 75, 2], ['recreational soccer', 'sports', 18, 45],
  ['watching football', 'sports-fan', 18, 85], ['fantasy baseball', 'sports-fan', 20, 70], ['hiking', 'outdoors', 18, 75],
  ['camping', 'outdoors', 18, 70], ['fishing', 'outdoors', 18, 85], ['hunting', 'outdoors', 20, 75],
  ['kayaking', 'outdoors', 18, 70], ['rock climbing', 'outdoors', 18, 45], ['birdwatching', 'outdoors', 35, 90],
  ['sailing', 'outdoors', 25, 80, 4], ['skiing', 'outdoors', 18, 70, 3], ['gardening', 'gardener', 25, 90],
  ['growing vegetables', 'gardener', 25, 90], ['baking sourdough', 'home-cook', 20, 80], ['meal prepping', 'home-cook', 20, 55],
  ['trying new restaurants', 'foodie', 18, 75, 2], ['wine tasting', 'foodie', 25, 80, 3], ['home brewing', 'foodie', 25, 65],
  ['barbecue smoking', 'home-cook', 25, 75], ['cooking international recipes', 'home-cook', 20, 80], ['video games', 'gamer', 18, 50],
  ['esports', 'gamer', 18, 32], ['tabletop board games', 'gamer', 18, 65], ['reading mystery novels', 'bookworm', 18, 90],
  ['book club', 'bookworm', 25, 90], ['listening to podcasts', 'podcast-listener', 18, 65], ['writing poetry', 'creative', 18, 80],
  ['painting', 'creative', 18, 90], ['pottery', 'crafts', 20, 80], ['knitting', 'crafts', 20, 90], ['quilting', 'crafts', 35, 90],
  ['scrapbooking', 'crafts', 25, 85], ['woodworking', 'diy', 20, 85], ['home renovation projects', 'diy', 25, 75, 1],
  ['restoring old cars', 'diy', 25, 80, 1], ['photography', 'photography', 18, 85], ['playing guitar', 'music-lover', 18, 80],
  ['going to concerts', 'music-lover', 18, 60], ['vinyl collecting', 'music-lover', 22, 75], ['singing in a choir', 'music-lover', 30, 90],
  ['travel planning', 'traveler', 22, 85, 2], ['road trips', 'traveler', 18, 80], ['backpacking abroad', 'traveler', 18, 35],
  ['cruises', 'traveler', 45, 90, 2], ['yoga', 'wellness', 18, 85], ['meditation', 'wellness', 18, 90],
  ['journaling', 'wellness', 18, 80], ['volunteering at the food bank', 'community-minded', 18, 90],
  ['coaching youth sports', 'community-minded', 28, 60], ['church choir', 'faith-oriented', 30, 90], ['thrifting', 'bargain-hunter', 18, 60],
  ['couponing', 'bargain-hunter', 25, 90], ['fashion styling', 'fashion', 18, 55], ['skincare routines', 'beauty', 18, 60],
  ['sneaker collecting', 'fashion', 18, 40, 1], ['binge-watching streaming series', 'movie-buff', 18, 80],
  ['classic film nights', 'movie-buff', 30, 90], ['dog training', 'pet-owner', 18, 80], ['volunteering at the animal shelter', 'pet-owner', 18, 80],
  ['building PCs', 'tech-savvy', 18, 50, 1], ['smart-home tinkering', 'tech-savvy', 22, 65, 2], ['coding side projects', 'tech-savvy', 18, 55],
  ['investing in index funds', 'investor', 25, 85, 2], ['crypto trading', 'investor', 20, 45, 1], ['genealogy research', 'history-buff', 40, 90],
  ['visiting museums', 'history-buff', 18, 90], ['dancing', 'fitness', 18, 70], ['crossword puzzles', 'puzzles', 35, 95],
  ['collecting antiques', 'collector', 40, 90, 2], ['stand-up comedy shows', 'nightlife', 21, 55], ['karaoke nights', 'nightlife', 21, 50],
];

export const HOBBIES: readonly Hobby[] = HOBBY_ROWS.map(([name, tag, lo, hi, minIncome]) => ({ name, tag, ages: [lo, hi] as const, minIncome }));

/** Core values, each with the slogans a persona holding it might live by. */
export const VALUE_SLOGANS: Record<string, readonly string[]> = {
  family: ['Family first, everything else second.', 'Home is where my people are.', 'I do it all for the kids.'],
  'financial security': ['A penny saved is peace of mind.', 'Plan for tomorrow, enjoy today.', 'Never spend what you haven’t earned.'],
  honesty: ['Say what you mean, mean what you say.', 'Tell me the truth and I’m yours for life.'],
  health: ['Take care of your body, it’s the only one you get.', 'Strong body, clear mind.'],
  adventure: ['Collect moments, not things.', 'Life begins at the end of your comfort zone.'],
  creativity: ['Make something every day.', 'There’s always a more beautiful way.'],
  independence: ['I’d rather figure it out myself.', 'My life, my rules.'],
  community: ['We rise by lifting others.', 'Know your neighbors.'],
  sustainability: ['Buy less, choose well, make it last.', 'Leave it better than you found it.'],
  convenience: ['Work smarter, not harder.', 'If it saves me time, I’m listening.'],
  quality: ['Buy once, cry once.', 'Quality is never an accident.'],
  achievement: ['Good enough never is.', 'Set the goal, then beat it.'],
  tradition: ['Some things don’t need fixing.', 'The old ways work for a reason.'],
  learning: ['Stay curious.', 'Every day is a school day.'],
  status: ['Dress for the life you want.', 'Go big or go home.'],
  faith: ['Grace over grind.', 'Blessed and grateful.'],
  'work-life balance': ['Work to live, don’t live to work.', 'Protect your evenings.'],
  fun: ['Life’s too short for boring.', 'If it isn’t fun, why bother?'],
};

/** Buying motivations, keyed by what drives them. */
export const MOTIVATIONS = {
  price: ['Finding the best deal', 'Clear, upfront pricing', 'Discounts and loyalty rewards', 'Free trials before committing'],
  value: ['Long-lasting quality for the price', 'Products that solve a real problem', 'Strong warranty and easy returns', 'Honest reviews from real users'],
  premium: ['Premium materials and design', 'Exclusive or limited products', 'White-glove customer service', 'Brands that reflect their status'],
  time: ['Saving time on everyday chores', 'Fast delivery', 'Simple setup with no learning curve'],
  family: ['Products that keep the family safe', 'Things the whole family can use', 'Trusted recommendations from other parents'],
  health: ['Better health and energy', 'Clean, natural ingredients'],
  green: ['Sustainable and ethical sourcing', 'Less packaging and waste'],
  tech: ['Being first to try new technology', 'Smart features and integrations'],
  social: ['Recommendations from friends and creators', 'Supporting local and small businesses'],
} as const;

export type MotivationKey = keyof typeof MOTIVATIONS;

export const PERSONALITY_TRAITS = {
  warm: ['warm', 'empathetic', 'easygoing', 'generous', 'patient'],
  driven: ['ambitious', 'competitive', 'decisive', 'driven', 'disciplined'],
  analytical: ['analytical', 'methodical', 'skeptical', 'detail-oriented', 'pragmatic'],
  curious: ['curious', 'open-minded', 'imaginative', 'spontaneous', 'playful'],
  reserved: ['reserved', 'thoughtful', 'cautious', 'private', 'steady'],
} as const;

export type TraitFamily = keyof typeof PERSONALITY_TRAITS;

/** How each trait family tends to talk in a group: the avatars' replies read the communication style. */
export const COMMUNICATION_STYLES: Record<TraitFamily, readonly string[]> = {
  warm: ['Friendly and encouraging; shares personal stories to make a point', 'Chatty and supportive; looks for common ground'],
  driven: ['Direct and to the point; wants the bottom line fast', 'Confident and assertive; pushes back when something sounds weak'],
  analytical: ['Asks pointed questions and wants numbers, proof and specifics', 'Measured and precise; compares options before giving a view'],
  curious: ['Enthusiastic and expressive; thinks out loud and riffs on ideas', 'Asks “what if” questions and suggests new angles'],
  reserved: ['Quiet at first, then gives short, considered answers', 'Polite and understated; hints at concerns rather than stating them'],
};

export const PERSONALITY_CLAUSES: Record<TraitFamily, readonly string[]> = {
  warm: ['puts the needs of the people around them first', 'is the friend everyone calls for advice'],
  driven: ['sets high goals and tracks progress closely', 'hates wasting time on anything that does not move the needle'],
  analytical: ['researches every purchase thoroughly before buying', 'trusts data over hype and spots weak claims quickly'],
  curious: ['loves discovering new things and telling friends about them', 'gets bored with routine and seeks novelty'],
  reserved: ['prefers to observe before forming an opinion', 'values privacy and avoids being sold to'],
};

/** Brands a persona might mention, by budget sensitivity. */
export const BRANDS = {
  'very-price-sensitive': ['Walmart', 'Aldi', 'Dollar General', 'Shein', 'Temu', 'Great Value'],
  'price-conscious': ['Target', 'Old Navy', 'Trader Joe’s', 'Honda', 'Kohl’s', 'Amazon Basics'],
  'value-focused': ['Costco', 'Toyota', 'IKEA', 'Samsung', 'REI', 'Amazon'],
  'premium-buyer': ['Apple', 'Patagonia', 'Whole Foods', 'Lululemon', 'Tesla', 'Sonos', 'Peloton'],
} as const;

/** Past experience with competing products; {brand} is filled in with one of the persona's brands. */
export const COMPETITOR_EXPERIENCES = [
  'Tried a meal-kit subscription for three months and cancelled over the cost.',
  'Uses {brand} for most purchases and rarely looks elsewhere.',
  'Switched away from {brand} after a bad customer-service experience.',
  'Has signed up for several productivity apps but stuck with none of them.',
  'Compares two or three alternatives side by side before every purchase.',
  'Returned a smart-home gadget because setup was too complicated.',
  'Pays for a streaming bundle and audits the subscriptions every few months.',
  'Stayed loyal to {brand} for years because it has never let them down.',
  'Bought a cheaper alternative once, regretted it, and now pays for quality.',
  'Follows a few creators whose recommendations have replaced ads for them.',
  'Left a fitness app after the free trial because it felt generic.',
  'Prefers local shops over big chains whenever the price is close.',
] as const;

/** Social platforms roughly by generation, most used first. */
export const SOCIAL_PLATFORMS_BY_AGE: readonly { maxAge: number; platforms: readonly string[] }[] = [
  { maxAge: 27, platforms: ['TikTok', 'Instagram', 'Snapchat', 'YouTube', 'Discord', 'Reddit'] },
  { maxAge: 43, platforms: ['Instagram', 'YouTube', 'Facebook', 'Reddit', 'LinkedIn', 'TikTok', 'X'] },
  { maxAge: 59, platforms: ['Facebook', 'YouTube', 'LinkedIn', 'Instagram', 'Pinterest', 'X'] },
  { maxAge: 200, platforms: ['Facebook', 'YouTube', 'Pinterest', 'Nextdoor'] },
];

/** Unisex first names for non-binary personas (faker's lists are split by sex). */
export const UNISEX_NAMES = [
  'Alex', 'Jordan', 'Taylor', 'Riley', 'Casey', 'Morgan', 'Avery', 'Quinn', 'Jamie', 'Sam', 'Rowan', 'Skyler',
  'Charlie', 'Emerson', 'Finley', 'Hayden', 'Kai', 'Reese', 'Sage', 'River', 'Ari', 'Blake', 'Dakota', 'Jesse',
] as const;

/** Pain points by the situation that causes them; a persona draws from every pool that applies. */
export const PAIN_POINTS = {
  parent: ['Never enough time between work and the kids', 'Kids’ activities eat into the family budget', 'Hard to find products the whole family agrees on'],
  tightBudget: ['Rising grocery and rent costs', 'Surprise fees and hidden charges', 'Subscriptions that are hard to cancel'],
  affluent: ['Too little time to research purchases properly', 'Products that look premium but break quickly', 'Generic service that ignores loyal customers'],
  young: ['Student debt limits big purchases', 'Too many apps competing for attention', 'Hard to tell ads from genuine reviews'],
  older: ['Technology that changes faster than they can learn it', 'Small print and confusing interfaces', 'Phone support that is hard to reach'],
  shifts: ['Irregular hours make appointments and errands hard', 'Exhaustion after long shifts'],
  business: ['Marketing takes time away from the actual work', 'Cash flow swings from month to month', 'Too many tools that do not talk to each other'],
  remote: ['Screen fatigue and blurred work-home boundaries', 'Feeling isolated working from home'],
  rural: ['Few local stores and slow delivery', 'Unreliable internet at home'],
  urban: ['Small living space with little storage', 'High cost of living in the city'],
  general: ['Information overload when comparing options', 'Poor customer service after the sale', 'Products that overpromise and underdeliver'],
} as const;

export type PainKey = keyof typeof PAIN_POINTS;

/**
 * Common US surnames across origins. faker's English surname list is mostly invented-sounding
 * ("Kuphal"), which reads as fake in a focus group; first names come from faker.
 */
export const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins',
  'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson',
  'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood',
  'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers',
  'Long', 'Ross', 'Foster', 'Jimenez', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler',
  'Henderson', 'Barnes', 'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander',
  'Hamilton', 'Graham', 'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens', 'Harrison', 'Fernandez',
  'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen', 'Freeman', 'Webb', 'Tucker', 'Guzman',
  'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter', 'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason',
  'Dixon', 'Munoz', 'Hunt', 'Hicks', 'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar',
  'Fox', 'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens', 'Soto',
  'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer', 'Hawkins', 'Arnold', 'Pierce', 'Vazquez',
  'Hansen', 'Peters', 'Santos', 'Hart', 'Bradley', 'Knight', 'Elliott', 'Cunningham', 'Duncan', 'Armstrong', 'Hudson',
  'Carroll', 'Lane', 'Riley', 'Andrews', 'Wong', 'Singh', 'Shah', 'Park', 'Choi', 'Yamamoto', 'Okafor', 'Mensah',
  'Cohen', 'Goldberg', 'Kowalski', 'Novak', 'Rossi', 'Russo', 'Costa', 'Ali', 'Khan', 'Haddad', 'Nakamura', 'Le', 'Pham',
] as const;
