/** SPEC §9: how long the assistant "types" before each reply. */
export const REPLY_DELAY_MS = 800;

/** SPEC §9: the pause between choosing a quick action and sending it. */
export const QUICK_ACTION_DELAY_MS = 100;

/** SPEC §4: the quick actions offered under the greeting; each sends its own label. */
export const QUICK_ACTIONS = [
  'Products',
  'Order Status',
  'Store Locator',
  'Complaints',
  'Offers',
  'Contact Us',
] as const;
