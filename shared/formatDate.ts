/**
 * One formatter for every date, made when the first date is formatted: creating an `Intl.DateTimeFormat` costs far
 * more than formatting with one (the locale's data is loaded), and this module is in the script every page runs,
 * where most pages show no date.
 */
let dateFormat: Intl.DateTimeFormat | undefined;

/** `2025-08-20` → `20 August 2025`: the same on the server and in every reader's time zone. */
export function formatDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
