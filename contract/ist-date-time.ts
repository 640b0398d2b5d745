/** India keeps one time zone, UTC+5:30, all year: no daylight saving time to look up. */
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/**
 * A moment as staff in India read it, the same on every screen, file and mail: "2026-11-25 21:47
 * IST". Worked out by hand rather than by `Intl`, so server and browser write it alike whatever
 * their locale data.
 */
export function istDateTime(moment: string | Date): string {
  const shifted = new Date(new Date(moment).getTime() + istOffsetMs).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} IST`;
}

/** The date in India at that moment, YYYY-MM-DD. */
export function todayInIst(now: Date): string {
  return istDateTime(now).slice(0, 10);
}

/**
 * The moment a day begins in India, `laterDays` days after `day` ("2026-11-25"), as ISO; undefined
 * for a day that is not written so or does not exist (30 February). What a staff screen's date
 * filter means, as its times are read in IST.
 */
export function istDayStart(day: string, laterDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 30 February over into March instead of refusing it.
  if (new Date(midnightUtc).toISOString().slice(0, 10) !== day) return undefined;
  return new Date(Date.UTC(year, month - 1, date + laterDays) - istOffsetMs).toISOString();
}
