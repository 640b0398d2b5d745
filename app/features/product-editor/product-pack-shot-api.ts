/**
 * The upload of a product's pack shot, as the product editor calls it through the one API client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#app/lib/api-client.ts';
import { productPackShotEndpoints } from '#contract/product-pack-shots.ts';
import { productsQueryKey } from './product-editor-queries.ts';

/** Sends the picture as it is; the answer is the product with the draft that now names it. */
export function uploadPackShot(slug: string, picture: Blob) {
  return callEndpoint(productPackShotEndpoints.upload, {
    params: { slug },
    body: picture,
    failure: 'Failed to upload the pack shot',
  });
}

/** Uploads a picture as the draft's pack shot; once it is kept, everything shown of the master is read again. */
export function useUploadPackShot(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: Blob) => uploadPackShot(slug, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
