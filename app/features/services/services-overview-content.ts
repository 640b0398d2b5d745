import { services } from '#app/data/service-summaries.ts';

/** Every text of the services overview (`services.overview`): the four services and their buttons. */
export const servicesOverviewContent = {
  explore: 'Explore {service}',
  services,
};
