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
