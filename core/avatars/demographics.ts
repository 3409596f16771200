import { EDUCATION_LEVELS, type Gender, type HomeownershipStatus, type HouseholdType } from './enumerations.js';
import type { Demographics } from './persona.js';
import type { SeededRandom } from './random.js';
import type { PersonaConstraints } from './tags.js';
import { JOBS, STUDENT_TITLES, type JobSpec } from './vocabulary/jobs.js';
import { SURNAMES, UNISEX_NAMES } from './vocabulary/lifestyle.js';
import { PLACES } from './vocabulary/places.js';

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

// Adult age bands weighted roughly like the US adult population.
const AGE_BANDS: [[number, number], number][] = [
  [[18, 24], 12],
  [[25, 34], 20],
  [[35, 44], 19],
  [[45, 54], 17],
  [[55, 64], 16],
  [[65, 82], 16],
];

function pickAge(r: SeededRandom, c: PersonaConstraints): number {
  if (c.ages) return r.int(c.ages[0], c.ages[1]);
  if (c.lifeStage === 'student') return r.int(18, 26);
  if (c.lifeStage === 'retired') return r.int(63, 85);
  const [lo, hi] = r.weighted(AGE_BANDS);
  const age = r.int(lo, hi);
  return c.lifeStage === 'working' ? clamp(age, 20, 66) : age;
}

function pickLifeStage(r: SeededRandom, c: PersonaConstraints, age: number): Demographics['lifeStage'] {
  if (c.lifeStage) return c.lifeStage;
  if (c.kids) return 'working';
  if (age <= 22) return r.chance(0.55) ? 'student' : 'working';
  if (age <= 26) return r.chance(0.15) ? 'student' : 'working';
  if (age >= 67) return r.chance(0.85) ? 'retired' : 'working';
  if (age >= 63) return r.chance(0.35) ? 'retired' : 'working';
  return 'working';
}

function pickName(r: SeededRandom, gender: Gender): { firstName: string; lastName: string } {
  const firstName = gender === 'male' || gender === 'female' ? r.faker.person.firstName(gender) : r.chance(0.7) ? r.pick(UNISEX_NAMES) : r.faker.person.firstName();
  return { firstName, lastName: r.pick(SURNAMES) };
}

const overlaps = (a: readonly [number, number], b: readonly [number, number]) => a[0] <= b[1] && b[0] <= a[1];

/** A job that fits the constraints and the age (any age when `age` is null: the age follows the job). */
function pickJob(r: SeededRandom, c: PersonaConstraints, age: number | null, retired: boolean): JobSpec {
  const fitsAge = (j: JobSpec) => (retired ? j.ages[0] <= 55 && j.ages[1] >= 60 && !j.tags.includes('parent') : age === null || (age >= j.ages[0] && age <= j.ages[1]));
  const fitsIncome = (j: JobSpec) => !c.income || overlaps(j.income, c.income);
  const fitsKids = (j: JobSpec) => c.kids !== false || !j.tags.includes('parent');
  let pool = JOBS.filter((j) => fitsAge(j) && fitsIncome(j) && fitsKids(j));
  if (c.jobTags.length) {
    const all = pool.filter((j) => c.jobTags.every((t) => j.tags.includes(t)));
    const some = pool.filter((j) => c.jobTags.some((t) => j.tags.includes(t)));
    pool = all.length ? all : some.length ? some : pool;
  }
  return r.pick(pool.length ? pool : JOBS.filter(fitsAge).concat(JOBS[0]!));
}

function pickHousehold(r: SeededRandom, c: PersonaConstraints, age: number, stage: Demographics['lifeStage'], jobTags: string[]): HouseholdType {
  if (c.kids || jobTags.includes('parent'))
    return r.weighted([
      ['married-with-kids', 3],
      ['single-parent', 1],
    ]);
  if (c.household) return c.household;
  if (stage === 'student')
    return r.weighted([
      ['roommates', 45],
      ['single', 50],
      ['married-no-kids', 5],
    ]);
  if (age < 25)
    return r.weighted([
      ['single', 45],
      ['roommates', 40],
      ['married-no-kids', 10],
      ['single-parent', 5],
    ]);
  if (age < 35)
    return r.weighted([
      ['single', 30],
      ['roommates', 12],
      ['married-no-kids', 25],
      ['married-with-kids', 25],
      ['single-parent', 8],
    ]);
  if (age < 55)
    return r.weighted([
      ['single', 15],
      ['married-no-kids', 15],
      ['married-with-kids', 55],
      ['single-parent', 13],
      ['roommates', 2],
    ]);
  if (age < 62)
    return r.weighted([
      ['single', 25],
      ['married-no-kids', 60],
      ['married-with-kids', 10],
      ['single-parent', 3],
      ['roommates', 2],
    ]);
  return r.weighted([
    ['single', 33],
    ['married-no-kids', 62],
    ['married-with-kids', 2],
    ['roommates', 3],
  ]);
}

function pickOwnership(r: SeededRandom, c: PersonaConstraints, d: Pick<Demographics, 'age' | 'incomeIndex' | 'household' | 'setting' | 'lifeStage'>): HomeownershipStatus {
  if (c.ownership) return c.ownership;
  if (d.lifeStage === 'student') return r.chance(0.35) ? 'live-with-family' : 'rent';
  if (d.age < 25)
    return r.weighted([
      ['live-with-family', 35],
      ['rent', 60],
      ['own', 5],
    ]);
  const married = d.household === 'married-with-kids' || d.household === 'married-no-kids';
  const settingShift = d.setting === 'rural' ? 0.1 : d.setting === 'urban' ? -0.15 : 0;
  const pOwn = clamp(0.1 + d.incomeIndex * 0.12 + (d.age - 25) * 0.012 + (married ? 0.15 : 0) + settingShift, 0.05, 0.95);
  if (r.chance(pOwn)) return 'own';
  return d.incomeIndex === 0 && d.age < 35 && r.chance(0.3) ? 'live-with-family' : 'rent';
}

function techLevel(r: SeededRandom, c: PersonaConstraints, base: number, age: number): number {
  const ageShift = age < 30 ? 1 : age < 45 ? 0 : age < 60 ? (r.chance(0.5) ? -1 : 0) : age < 70 ? -1 : -2;
  const jitter = r.chance(0.2) ? r.pick([-1, 1]) : 0;
  return Math.max(c.techMin ?? 0, clamp(base + ageShift + jitter, 0, 3));
}

/** Age, job, income, household, home and place that make sense together. */
export function generateDemographics(r: SeededRandom, c: PersonaConstraints): Demographics {
  // A required job tag (coach, healthcare-worker) picks the job first and an age that suits it, so a
  // "coach" is never a 19-year-old barista.
  const jobFirst = c.jobTags.length && !c.ages && c.lifeStage !== 'retired' && c.lifeStage !== 'student' ? pickJob(r, c, null, false) : null;
  const age = jobFirst ? r.int(Math.max(jobFirst.ages[0], 20), Math.min(jobFirst.ages[1], 66)) : pickAge(r, c);
  const lifeStage = jobFirst ? 'working' : pickLifeStage(r, c, age);
  const gender = r.weighted<Gender>([
    ['male', 48],
    ['female', 48],
    ['non-binary', 3],
    ['other', 1],
  ]);
  const { firstName, lastName } = pickName(r, gender);
  const placePool = c.setting ? PLACES.filter((p) => p.setting === c.setting) : PLACES;
  const place = r.pick(placePool);

  let jobTitle: string;
  let jobTags: string[];
  let education: Demographics['education'];
  let incomeIndex: number;
  let techBase: number;
  if (lifeStage === 'student') {
    jobTitle = age >= 22 && r.chance(0.3) ? 'Graduate Student' : r.pick(STUDENT_TITLES.filter((t) => t !== 'Graduate Student'));
    jobTags = ['student'];
    education = jobTitle === 'Graduate Student' ? 'bachelors' : age >= 20 && r.chance(0.5) ? 'some-college' : 'high-school';
    // Personal income: part-time work at most, a stipend for graduate students.
    incomeIndex = jobTitle === 'Graduate Student' ? 1 : 0;
    techBase = 3;
  } else {
    const job = jobFirst ?? pickJob(r, c, age, lifeStage === 'retired');
    jobTitle = lifeStage === 'retired' ? `Retired ${job.title}` : job.title;
    jobTags = lifeStage === 'retired' ? ['retiree', ...job.tags.filter((t) => t !== 'shift-worker' && t !== 'remote-worker')] : [...job.tags];
    const minEdu = EDUCATION_LEVELS.indexOf(job.education);
    education = EDUCATION_LEVELS[minEdu < 4 && r.chance(0.25) ? minEdu + 1 : minEdu]!;
    const [lo, hi] = job.income;
    // Early career sits at the bottom of the job's range; experience moves people up it.
    incomeIndex = age < 27 ? r.int(lo, Math.min(hi, lo + 1)) : r.int(lo, hi);
    if (age >= 40 && incomeIndex < hi && r.chance(0.3)) incomeIndex += 1;
    if (lifeStage === 'retired') incomeIndex = Math.max(0, incomeIndex - r.int(1, 2));
    techBase = lifeStage === 'retired' ? job.tech - 1 : job.tech;
  }
  if (c.income) incomeIndex = clamp(incomeIndex, c.income[0], c.income[1]);

  const household = pickHousehold(r, c, age, lifeStage, jobTags);
  const ownership = pickOwnership(r, c, { age, incomeIndex, household, setting: place.setting, lifeStage });
  return {
    age,
    gender,
    firstName,
    lastName,
    lifeStage,
    jobTitle,
    jobTags,
    education,
    incomeIndex,
    household,
    ownership,
    city: place.city,
    state: place.state,
    setting: place.setting,
    tech: techLevel(r, c, techBase, age),
  };
}
