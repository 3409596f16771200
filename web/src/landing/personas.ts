// Sample personas and chat lines for the landing page illustrations (static marketing content).

export interface SamplePersona {
  name: string;
  role: string;
  initials: string;
  color: string;
}

export const SAMPLE_PERSONAS: SamplePersona[] = [
  { name: 'Priya', role: 'Working parent, 38', initials: 'PS', color: 'grape' },
  { name: 'Marcus', role: 'Gym owner, 45', initials: 'MJ', color: 'teal' },
  { name: 'Elena', role: 'Nurse, night shifts, 31', initials: 'EC', color: 'orange' },
  { name: 'Tom', role: 'Retired teacher, 67', initials: 'TW', color: 'blue' },
  { name: 'Aisha', role: 'Grad student, 24', initials: 'AB', color: 'pink' },
  { name: 'Diego', role: 'Restaurant manager, 36', initials: 'DR', color: 'lime' },
];

export const SAMPLE_QUESTION = 'Would you pay $12 a month for an app that plans a week of family dinners in 5 minutes?';

export const SAMPLE_REPLIES: { persona: SamplePersona; text: string }[] = [
  {
    persona: SAMPLE_PERSONAS[0],
    text: 'Honestly, yes, if it builds the grocery list too. Deciding what to cook is the part that drains me.',
  },
  {
    persona: SAMPLE_PERSONAS[1],
    text: 'I would want macros per meal. $12 feels steep unless I can share it with my partner.',
  },
  {
    persona: SAMPLE_PERSONAS[2],
    text: 'Agree with Marcus on sharing. With my schedule I need meals I can prep on Sunday.',
  },
];
