/** The reply promise and the size of a reply: plain numbers, so pages can say them without a schema library. */

/**
 * The hours within which the site promises a reply ("We reply within 24 hours"), counted around
 * the clock from the moment a submission arrived: the promise on the pages names no business
 * hours, so the clock does not stop for nights, Sundays or holidays.
 */
export const replyPromiseHours = 24;

/** How long a reply, or a visitor's answer, may be. */
export const replyLimits = { bodyMax: 5000 } as const;
