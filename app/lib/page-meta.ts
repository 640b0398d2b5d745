import type { MetaDescriptor } from 'react-router';

/** The `meta` export of every page route: the head tags its build-time loader computed. */
export function metaFromPageData({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] };
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
