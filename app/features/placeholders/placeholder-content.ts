/**
 * The placeholder pages' words (`placeholder`), SPEC §2's: categories and pages say "Coming Soon",
 * dashboards "Coming soon". A dashboard's lead is its own short line (its entry's summary).
 */
export const placeholderContent = {
  pageBadge: 'Coming Soon',
  dashboardBadge: 'Coming soon',
  pageLead: 'This page is under development. Please check back soon.',
  categoryLead: 'This product range is being prepared and will be listed here soon.',
  careersLead: 'Our careers page is under development. Please check back soon.',
  dashboardLead: '{summary}: coming soon.',
  backToHome: 'Back to Home',
  browseProducts: 'Browse Products',
};
