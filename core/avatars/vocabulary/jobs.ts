import type { EducationLevel } from '../enumerations.js';

/**
 * A job a persona can hold. Income is a range of indexes into INCOME_BRACKETS, so a cashier never earns
 * over $150k and a surgeon never under $25k; education is the least the job needs.
 */
export interface JobSpec {
  title: string;
  education: EducationLevel;
  income: readonly [number, number];
  ages: readonly [number, number];
  /** Work-related catalogue tags (industry, way of working). */
  tags: readonly string[];
  /** Baseline tech comfort, 0 (beginner) to 3 (expert), before age adjusts it. */
  tech: number;
}

type Row = [string, EducationLevel, number, number, number, number, string[], number];

// title, least education, income index low..high, age low..high, tags, tech baseline
const ROWS: Row[] = [
  ['Registered Nurse', 'bachelors', 2, 4, 23, 66, ['healthcare-worker', 'shift-worker'], 1],
  ['Nurse Practitioner', 'masters', 4, 5, 28, 66, ['healthcare-worker'], 2],
  ['Physician', 'doctorate', 5, 5, 29, 72, ['healthcare-worker', 'executive'], 2],
  ['Pharmacist', 'doctorate', 4, 5, 26, 68, ['healthcare-worker'], 2],
  ['Dental Hygienist', 'some-college', 2, 3, 22, 64, ['healthcare-worker'], 1],
  ['Physical Therapist', 'doctorate', 3, 4, 26, 66, ['healthcare-worker', 'fitness'], 2],
  ['Home Health Aide', 'high-school', 0, 1, 19, 67, ['healthcare-worker', 'shift-worker'], 0],
  ['Paramedic', 'some-college', 1, 2, 21, 60, ['healthcare-worker', 'shift-worker'], 1],
  ['Elementary School Teacher', 'bachelors', 1, 3, 23, 66, ['educator', 'public-sector'], 1],
  ['High School Science Teacher', 'bachelors', 2, 3, 24, 66, ['educator', 'public-sector'], 2],
  ['University Professor', 'doctorate', 3, 5, 30, 75, ['educator'], 2],
  ['Daycare Director', 'bachelors', 1, 2, 26, 64, ['educator', 'small-business-owner'], 1],
  ['School Counselor', 'masters', 2, 3, 26, 66, ['educator', 'public-sector'], 1],
  ['Software Engineer', 'bachelors', 3, 5, 22, 62, ['tech-professional', 'remote-worker'], 3],
  ['Data Analyst', 'bachelors', 2, 4, 22, 60, ['tech-professional', 'remote-worker'], 3],
  ['IT Support Specialist', 'some-college', 1, 3, 20, 62, ['tech-professional'], 3],
  ['Product Manager', 'bachelors', 4, 5, 26, 58, ['tech-professional', 'remote-worker'], 3],
  ['UX Designer', 'bachelors', 3, 4, 23, 55, ['tech-professional', 'creative', 'remote-worker'], 3],
  ['Cybersecurity Analyst', 'bachelors', 3, 5, 24, 60, ['tech-professional'], 3],
  ['Web Developer', 'some-college', 2, 4, 20, 55, ['tech-professional', 'freelancer'], 3],
  ['Accountant', 'bachelors', 2, 4, 23, 68, ['finance-professional'], 2],
  ['Financial Advisor', 'bachelors', 3, 5, 25, 70, ['finance-professional'], 2],
  ['Bank Teller', 'high-school', 0, 1, 19, 60, ['finance-professional'], 1],
  ['Insurance Agent', 'some-college', 2, 3, 23, 68, ['finance-professional', 'small-business-owner'], 1],
  ['Bookkeeper', 'some-college', 1, 2, 22, 70, ['finance-professional', 'freelancer'], 1],
  ['Marketing Manager', 'bachelors', 3, 5, 26, 60, ['marketing-professional'], 2],
  ['Social Media Manager', 'bachelors', 1, 3, 21, 45, ['marketing-professional', 'creative', 'remote-worker'], 3],
  ['Sales Representative', 'some-college', 2, 4, 21, 64, ['sales-professional'], 2],
  ['Real Estate Agent', 'some-college', 1, 5, 23, 72, ['sales-professional', 'small-business-owner'], 2],
  ['Retail Store Manager', 'some-college', 1, 3, 23, 62, ['retail-worker'], 1],
  ['Cashier', 'high-school', 0, 0, 18, 70, ['retail-worker', 'shift-worker'], 1],
  ['Barista', 'high-school', 0, 0, 18, 35, ['retail-worker', 'shift-worker'], 2],
  ['Restaurant Manager', 'some-college', 1, 3, 24, 60, ['hospitality-worker'], 1],
  ['Line Cook', 'high-school', 0, 1, 18, 55, ['hospitality-worker', 'shift-worker', 'foodie'], 1],
  ['Hotel Front Desk Agent', 'high-school', 0, 1, 19, 50, ['hospitality-worker', 'shift-worker'], 1],
  ['Bakery Owner', 'high-school', 1, 3, 28, 68, ['small-business-owner', 'foodie'], 1],
  ['Electrician', 'high-school', 2, 4, 20, 66, ['tradesperson'], 1],
  ['Plumber', 'high-school', 2, 4, 20, 66, ['tradesperson', 'small-business-owner'], 1],
  ['HVAC Technician', 'some-college', 2, 3, 20, 64, ['tradesperson'], 1],
  ['Carpenter', 'high-school', 1, 3, 19, 66, ['tradesperson', 'diy'], 0],
  ['Auto Mechanic', 'high-school', 1, 2, 19, 67, ['tradesperson'], 1],
  ['Landscaper', 'high-school', 0, 2, 18, 64, ['tradesperson', 'outdoors'], 0],
  ['General Contractor', 'high-school', 3, 5, 28, 68, ['tradesperson', 'small-business-owner'], 1],
  ['Truck Driver', 'high-school', 1, 2, 22, 68, ['shift-worker'], 1],
  ['Delivery Driver', 'high-school', 0, 1, 18, 60, ['gig-worker', 'shift-worker'], 2],
  ['Rideshare Driver', 'high-school', 0, 1, 21, 70, ['gig-worker'], 2],
  ['Warehouse Associate', 'high-school', 0, 1, 18, 60, ['shift-worker'], 1],
  ['Factory Supervisor', 'high-school', 2, 3, 28, 64, ['shift-worker'], 1],
  ['Farmer', 'high-school', 1, 4, 22, 78, ['small-business-owner', 'outdoors'], 0],
  ['Graphic Designer', 'bachelors', 1, 3, 21, 60, ['creative', 'freelancer'], 3],
  ['Photographer', 'some-college', 1, 3, 20, 66, ['creative', 'freelancer', 'photography'], 2],
  ['Musician', 'some-college', 0, 2, 19, 70, ['creative', 'freelancer', 'music-lover'], 2],
  ['Writer', 'bachelors', 0, 3, 22, 75, ['creative', 'freelancer', 'bookworm'], 2],
  ['Video Content Creator', 'some-college', 0, 4, 18, 40, ['creative', 'influencer', 'remote-worker'], 3],
  ['Interior Designer', 'bachelors', 2, 4, 24, 66, ['creative', 'small-business-owner'], 2],
  ['Attorney', 'doctorate', 4, 5, 27, 74, ['legal-professional', 'executive'], 2],
  ['Paralegal', 'some-college', 1, 2, 21, 62, ['legal-professional'], 2],
  ['Police Officer', 'some-college', 2, 3, 22, 58, ['public-sector', 'shift-worker'], 1],
  ['Firefighter', 'some-college', 2, 3, 21, 58, ['public-sector', 'shift-worker', 'fitness'], 1],
  ['Postal Carrier', 'high-school', 1, 2, 20, 66, ['public-sector'], 1],
  ['City Planner', 'masters', 2, 4, 26, 66, ['public-sector'], 2],
  ['Social Worker', 'masters', 1, 2, 24, 66, ['public-sector'], 1],
  ['Military Veteran Consultant', 'bachelors', 2, 4, 30, 66, ['veteran'], 2],
  ['Human Resources Manager', 'bachelors', 3, 4, 27, 64, ['corporate-professional'], 2],
  ['Operations Manager', 'bachelors', 3, 5, 28, 64, ['corporate-professional'], 2],
  ['Administrative Assistant', 'high-school', 1, 2, 19, 68, ['corporate-professional'], 1],
  ['Management Consultant', 'masters', 4, 5, 25, 62, ['corporate-professional', 'frequent-traveler'], 3],
  ['Chief Executive Officer', 'masters', 5, 5, 35, 72, ['executive', 'corporate-professional'], 2],
  ['Startup Founder', 'bachelors', 1, 5, 22, 55, ['entrepreneur', 'early-adopter'], 3],
  ['E-commerce Shop Owner', 'some-college', 1, 4, 21, 60, ['entrepreneur', 'small-business-owner', 'online-shopper'], 3],
  ['Personal Trainer', 'some-college', 1, 2, 20, 55, ['fitness', 'small-business-owner'], 2],
  ['Yoga Instructor', 'some-college', 0, 2, 21, 60, ['wellness', 'freelancer'], 2],
  ['Life Coach', 'bachelors', 1, 3, 27, 66, ['wellness', 'small-business-owner', 'coach'], 2],
  ['Hair Stylist', 'high-school', 0, 2, 19, 64, ['beauty', 'small-business-owner'], 1],
  ['Esthetician', 'some-college', 0, 2, 20, 58, ['beauty'], 2],
  ['Veterinary Technician', 'some-college', 1, 2, 20, 58, ['pet-owner', 'healthcare-worker'], 1],
  ['Pilot', 'bachelors', 4, 5, 25, 64, ['frequent-traveler'], 2],
  ['Flight Attendant', 'high-school', 1, 2, 21, 60, ['frequent-traveler', 'shift-worker'], 2],
  ['Civil Engineer', 'bachelors', 3, 5, 23, 66, ['engineer'], 2],
  ['Mechanical Engineer', 'bachelors', 3, 5, 23, 66, ['engineer'], 3],
  ['Research Scientist', 'doctorate', 3, 5, 27, 70, ['scientist'], 3],
  ['Lab Technician', 'bachelors', 1, 2, 21, 62, ['scientist'], 2],
  ['Librarian', 'masters', 1, 2, 25, 70, ['public-sector', 'bookworm'], 2],
  ['Stay-at-Home Parent', 'some-college', 0, 3, 24, 55, ['parent'], 1],
  ['Marketing Agency Owner', 'bachelors', 3, 5, 28, 62, ['entrepreneur', 'agency-owner', 'marketing-professional'], 3],
  ['Business Coach', 'bachelors', 2, 4, 30, 68, ['coach', 'entrepreneur'], 2],
];

export const JOBS: readonly JobSpec[] = ROWS.map(([title, education, lo, hi, minAge, maxAge, tags, tech]) => ({
  title,
  education,
  income: [lo, hi] as const,
  ages: [minAge, maxAge] as const,
  tags,
  tech,
}));

/** Students and retirees are life stages, not JOBS entries: the generator picks them by age. */
export const STUDENT_TITLES = ['College Student', 'Graduate Student', 'Nursing Student', 'Community College Student', 'Trade School Student'] as const;
