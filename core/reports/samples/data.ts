// Two finished focus groups that every user can open from the dashboard: one idea the panel loves,
// one it doubts, so a new user sees what both a greenlight and a harder verdict look like. The answers
// are fixed text; the reports are generated from them by the real builder at seed time.
import { DEFAULT_QUESTIONS } from '../../chat/question-plan.js';

// The default questions, with the last asking for the decision itself: a verdict needs stated intent.
const SAMPLE_QUESTIONS = [...DEFAULT_QUESTIONS.slice(0, 4), 'Would you buy it at this price? Why or why not?'];

export interface SampleAvatar {
  key: string;
  name: string;
  jobTitle: string;
  age: number;
  gender: 'male' | 'female';
  location: string;
  /** One answer per question, in order. */
  answers: string[];
}

export interface SampleSession {
  /** Fixed ids, so seeding again finds what it created. */
  id: string;
  title: string;
  productIdea: string;
  targetAudience: string;
  websites: string | null;
  questions: readonly string[];
  avatars: SampleAvatar[];
}

export const SAMPLE_SESSIONS: SampleSession[] = [
  {
    id: '5a0b1e00-0000-4000-a000-000000000001',
    title: 'PlantPal Smart Soil Sensor',
    productIdea:
      'PlantPal is a **soil sensor** that clips into any pot and tells you, through a simple app, exactly when and how much to water each plant.\n\n- $29 per sensor\n- No subscription\n- Battery lasts about six months',
    targetAudience: 'Busy urban plant owners aged 25-45 who keep several indoor plants',
    websites: 'plantpal.example.com',
    questions: SAMPLE_QUESTIONS,
    avatars: [
      {
        key: 'sample-maya-chen',
        name: 'Maya Chen',
        jobTitle: 'UX designer',
        age: 29,
        gender: 'female',
        location: 'Portland, OR',
        answers: [
          'I love it. I have killed more plants than I would like to admit, and a clear signal for when to water sounds genuinely helpful.',
          'The per-plant watering advice is the best part. Every plant in my apartment needs something different, and guessing never works.',
          'My only hesitation is battery life. If I have to charge twelve sensors every week, the magic wears off quickly.',
          'It would fit easily. I already check my phone every morning, so a quick glance at the plant dashboard over coffee is perfect.',
          'Yes, I would buy three right away. At twenty-nine dollars each it costs less than the plants I keep losing.',
        ],
      },
      {
        key: 'sample-daniel-brooks',
        name: 'Daniel Brooks',
        jobTitle: 'High school teacher',
        age: 41,
        gender: 'male',
        location: 'Columbus, OH',
        answers: [
          'Smart idea, and simple enough that my kids could use it to look after the plants in their rooms.',
          'No subscription is a huge plus. I am tired of every gadget asking for a monthly fee.',
          'I worry a little about the app. If it needs an account and constant updates, I will probably stop opening it.',
          'We would put one in each classroom plant and let the students check it together. It could even become a fun science project.',
          'Yes. With a thirty-day money-back guarantee it is an easy yes at this price.',
        ],
      },
      {
        key: 'sample-rosa-alvarez',
        name: 'Rosa Alvarez',
        jobTitle: 'Retired nurse',
        age: 63,
        gender: 'female',
        location: 'Tucson, AZ',
        answers: [
          'It sounds helpful, although I have grown plants for forty years without any gadget.',
          'The reminders would be useful for my tomato plants in the summer heat, when watering really matters.',
          'Setting up the app could be confusing for someone my age. I would want clear instructions and large text.',
          'I water in the morning anyway, so a gentle reminder at that time would fit nicely.',
          'Yes, I would buy a couple for the tomatoes, and my daughter can help me set them up.',
        ],
      },
      {
        key: 'sample-sam-okafor',
        name: 'Sam Okafor',
        jobTitle: 'Barista and student',
        age: 24,
        gender: 'male',
        location: 'Atlanta, GA',
        answers: [
          'Honestly it is a great idea for people like me who travel a lot and come home to sad plants.',
          'The price per sensor feels fair, and the app showing exactly how much water to use is really smart.',
          'Twenty-nine dollars each adds up when you have ten plants. A cheaper multi-pack would help.',
          'I would check it before leaving for work and get a notification when something needs water. Super convenient.',
          'Probably. I would start with two and buy more for the rest of the flat if they work as promised.',
        ],
      },
    ],
  },
  {
    id: '5a0b1e00-0000-4000-a000-000000000002',
    title: 'MealMind AI Nutrition Coach',
    productIdea:
      'MealMind is an **AI nutrition coach**: photograph every meal and get instant feedback on calories, nutrients and portion sizes, plus a weekly plan.\n\n- $24.99 per month\n- iOS and Android',
    targetAudience: 'Health-conscious adults aged 25-55 who want to eat better without counting calories by hand',
    websites: null,
    questions: SAMPLE_QUESTIONS,
    avatars: [
      {
        key: 'sample-priya-raman',
        name: 'Priya Raman',
        jobTitle: 'Marketing manager',
        age: 35,
        gender: 'female',
        location: 'San Jose, CA',
        answers: [
          'Interesting, but photographing every single meal sounds exhausting. I would probably stop after a week.',
          'The personalized feedback could be valuable if it were accurate and not preachy.',
          'Privacy is my biggest concern. I do not want a company building a detailed record of everything I eat.',
          'Realistically it would not fit. Lunch is often at my desk in a rush, and I would forget to take a photo.',
          'No. I would not pay for an app that keeps a photo record of everything I eat.',
        ],
      },
      {
        key: 'sample-marcus-hill',
        name: 'Marcus Hill',
        jobTitle: 'Truck driver',
        age: 52,
        gender: 'male',
        location: 'Memphis, TN',
        answers: [
          'Not for me. I eat on the road, and I do not have time to fiddle with an app at every truck stop.',
          'Maybe the warnings about sodium would help, since my doctor keeps telling me to cut back.',
          'Twenty-five dollars a month is too expensive for advice my doctor already gives me for free.',
          'It would not fit my routine at all. My days are long and unpredictable, and I am exhausted by the evening.',
          'No, not at twenty-five dollars a month. My doctor gives me this advice for free.',
        ],
      },
      {
        key: 'sample-elena-rossi',
        name: 'Elena Rossi',
        jobTitle: 'Accountant',
        age: 44,
        gender: 'female',
        location: 'Chicago, IL',
        answers: [
          'It is an appealing idea in theory, but I have tried calorie apps before and they all felt like a chore.',
          'The automatic nutrient breakdown would be useful, as long as it handles home-cooked meals correctly.',
          'I worry about accuracy. If it misjudges my portions, the advice is worthless and the price is hard to justify.',
          'I could use it for dinner at home, but not for the rest of the day.',
          'Maybe, if a real study showed that it works. Until then I will keep my free app.',
        ],
      },
      {
        key: 'sample-kevin-tran',
        name: 'Kevin Tran',
        jobTitle: 'Software engineer',
        age: 27,
        gender: 'male',
        location: 'Seattle, WA',
        answers: [
          'Cool tech, and I like the idea of instant feedback on what I eat.',
          'Tracking protein without typing everything in manually would save me a lot of time.',
          'The subscription is steep compared with free apps that already do most of this.',
          'I would use it at the gym and for meal prep on Sundays.',
          'Yes, I would try it for a month, though a cheaper annual plan is what would keep me.',
        ],
      },
    ],
  },
];
