// en-US dates, as the product shows them everywhere.
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const withTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatShortDate = (iso: string) => short.format(new Date(iso));
export const formatLongDate = (iso: string) => long.format(new Date(iso));
export const formatDateTime = (iso: string) => withTime.format(new Date(iso));

export const creditsLabel = (n: number) => `${n} ${Math.abs(n) === 1 ? 'credit' : 'credits'}`;
