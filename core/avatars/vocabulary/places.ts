/** Where a persona lives; the setting feeds tags (urban, suburban, rural) and shopping habits. */
export interface Place {
  city: string;
  state: string;
  setting: 'urban' | 'suburban' | 'rural';
}

type Row = [string, string, Place['setting']];

// Real US places across regions and settings, so a catalogue search for a state or a city finds people.
const ROWS: Row[] = [
  ['New York', 'NY', 'urban'], ['Brooklyn', 'NY', 'urban'], ['Buffalo', 'NY', 'urban'], ['Yonkers', 'NY', 'suburban'],
  ['Ithaca', 'NY', 'rural'], ['Los Angeles', 'CA', 'urban'], ['San Francisco', 'CA', 'urban'], ['San Diego', 'CA', 'urban'],
  ['Sacramento', 'CA', 'urban'], ['Irvine', 'CA', 'suburban'], ['Fresno', 'CA', 'urban'], ['San Jose', 'CA', 'urban'],
  ['Eureka', 'CA', 'rural'], ['Chicago', 'IL', 'urban'], ['Naperville', 'IL', 'suburban'], ['Peoria', 'IL', 'urban'],
  ['Houston', 'TX', 'urban'], ['Austin', 'TX', 'urban'], ['Dallas', 'TX', 'urban'], ['San Antonio', 'TX', 'urban'],
  ['Plano', 'TX', 'suburban'], ['El Paso', 'TX', 'urban'], ['Lubbock', 'TX', 'rural'], ['Phoenix', 'AZ', 'urban'],
  ['Scottsdale', 'AZ', 'suburban'], ['Tucson', 'AZ', 'urban'], ['Flagstaff', 'AZ', 'rural'], ['Philadelphia', 'PA', 'urban'],
  ['Pittsburgh', 'PA', 'urban'], ['Lancaster', 'PA', 'rural'], ['Jacksonville', 'FL', 'urban'], ['Miami', 'FL', 'urban'],
  ['Tampa', 'FL', 'urban'], ['Orlando', 'FL', 'urban'], ['Naples', 'FL', 'suburban'], ['Tallahassee', 'FL', 'urban'],
  ['Columbus', 'OH', 'urban'], ['Cleveland', 'OH', 'urban'], ['Dayton', 'OH', 'suburban'], ['Athens', 'OH', 'rural'],
  ['Charlotte', 'NC', 'urban'], ['Raleigh', 'NC', 'urban'], ['Asheville', 'NC', 'rural'], ['Cary', 'NC', 'suburban'],
  ['Indianapolis', 'IN', 'urban'], ['Fort Wayne', 'IN', 'suburban'], ['Seattle', 'WA', 'urban'], ['Spokane', 'WA', 'urban'],
  ['Bellevue', 'WA', 'suburban'], ['Walla Walla', 'WA', 'rural'], ['Denver', 'CO', 'urban'], ['Boulder', 'CO', 'suburban'],
  ['Colorado Springs', 'CO', 'urban'], ['Durango', 'CO', 'rural'], ['Washington', 'DC', 'urban'], ['Arlington', 'VA', 'suburban'],
  ['Richmond', 'VA', 'urban'], ['Roanoke', 'VA', 'rural'], ['Boston', 'MA', 'urban'], ['Cambridge', 'MA', 'urban'],
  ['Worcester', 'MA', 'suburban'], ['Nashville', 'TN', 'urban'], ['Memphis', 'TN', 'urban'], ['Knoxville', 'TN', 'suburban'],
  ['Detroit', 'MI', 'urban'], ['Ann Arbor', 'MI', 'suburban'], ['Grand Rapids', 'MI', 'urban'], ['Traverse City', 'MI', 'rural'],
  ['Portland', 'OR', 'urban'], ['Bend', 'OR', 'rural'], ['Eugene', 'OR', 'urban'], ['Las Vegas', 'NV', 'urban'],
  ['Henderson', 'NV', 'suburban'], ['Reno', 'NV', 'urban'], ['Baltimore', 'MD', 'urban'], ['Bethesda', 'MD', 'suburban'],
  ['Milwaukee', 'WI', 'urban'], ['Madison', 'WI', 'urban'], ['Eau Claire', 'WI', 'rural'], ['Albuquerque', 'NM', 'urban'],
  ['Santa Fe', 'NM', 'rural'], ['Kansas City', 'MO', 'urban'], ['St. Louis', 'MO', 'urban'], ['Springfield', 'MO', 'suburban'],
  ['Atlanta', 'GA', 'urban'], ['Savannah', 'GA', 'urban'], ['Alpharetta', 'GA', 'suburban'], ['Athens', 'GA', 'rural'],
  ['Minneapolis', 'MN', 'urban'], ['St. Paul', 'MN', 'urban'], ['Duluth', 'MN', 'rural'], ['New Orleans', 'LA', 'urban'],
  ['Baton Rouge', 'LA', 'urban'], ['Salt Lake City', 'UT', 'urban'], ['Provo', 'UT', 'suburban'], ['Park City', 'UT', 'rural'],
  ['Boise', 'ID', 'urban'], ['Coeur d’Alene', 'ID', 'rural'], ['Omaha', 'NE', 'urban'], ['Lincoln', 'NE', 'suburban'],
  ['Oklahoma City', 'OK', 'urban'], ['Tulsa', 'OK', 'urban'], ['Louisville', 'KY', 'urban'], ['Lexington', 'KY', 'suburban'],
  ['Birmingham', 'AL', 'urban'], ['Huntsville', 'AL', 'suburban'], ['Charleston', 'SC', 'urban'], ['Greenville', 'SC', 'suburban'],
  ['Des Moines', 'IA', 'urban'], ['Cedar Rapids', 'IA', 'rural'], ['Hartford', 'CT', 'urban'], ['Stamford', 'CT', 'suburban'],
  ['Providence', 'RI', 'urban'], ['Burlington', 'VT', 'rural'], ['Portland', 'ME', 'urban'], ['Bangor', 'ME', 'rural'],
  ['Manchester', 'NH', 'suburban'], ['Anchorage', 'AK', 'urban'], ['Fairbanks', 'AK', 'rural'], ['Honolulu', 'HI', 'urban'],
  ['Hilo', 'HI', 'rural'], ['Billings', 'MT', 'rural'], ['Bozeman', 'MT', 'rural'], ['Fargo', 'ND', 'suburban'],
  ['Sioux Falls', 'SD', 'suburban'], ['Cheyenne', 'WY', 'rural'], ['Jackson', 'MS', 'urban'], ['Little Rock', 'AR', 'urban'],
  ['Wichita', 'KS', 'urban'], ['Newark', 'NJ', 'urban'], ['Hoboken', 'NJ', 'urban'], ['Princeton', 'NJ', 'suburban'],
  ['Wilmington', 'DE', 'suburban'], ['Charleston', 'WV', 'rural'],
];

export const PLACES: readonly Place[] = ROWS.map(([city, state, setting]) => ({ city, state, setting }));
