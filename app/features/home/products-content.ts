/** Every text of the home page's products section (`home.products`). */
export const productsSectionContent = {
  eyebrow: 'Our range',
  title: 'Featured Products',
  lead: 'Supplements from our wellness range, and every category of our catalogue.',
  categoriesHeading: 'Product categories',
};

/** The showcase carousel's own words (`home.showcase`); its products come translated with its props. */
export const showcaseContent = {
  label: 'Product showcase',
  keyIngredients: 'Key ingredients: ',
  viewDetails: 'View product details',
  viewDetailsFor: ' for {name}',
  swipeHint: 'Swipe to see more products',
};
