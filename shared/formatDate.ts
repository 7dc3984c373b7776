/** One formatter for every date: creating an `Intl.DateTimeFormat` costs far more than formatting with one. */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2025-08-20` → `20 August 2025`: the same on the server and in every reader's time zone. */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
