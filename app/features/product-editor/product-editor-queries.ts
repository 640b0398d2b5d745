/**
 * The product master as TanStack Query holds it for the product editor (the staff query client has
 * SPEC §9's cache and retry policy, and ends the session on a 401): the list, one product, its
 * history, and the changes to it.
 */
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  approveProductDraft,
  fetchProduct,
  fetchProductPage,
  fetchProductVersions,
  type HeldProduct,
  importProducts,
  type ProductDraftInput,
  type ProductFilter,
  publishProductDraft,
  restoreProductVersion,
  saveProductDraft,
} from './product-editor-api.ts';

/** Everything read of the master lives under this key, so one invalidation refreshes what is shown. */
export const productsQueryKey = ['product-master'] as const;
const listQueryKey = [...productsQueryKey, 'list'] as const;
export const productListQueryKey = (filter: ProductFilter) => [...listQueryKey, filter] as const;
const productQueryKey = (slug: string) => [...productsQueryKey, 'product', slug] as const;
const historyQueryKey = (slug: string) => [...productsQueryKey, 'history', slug] as const;

/**
 * The products a search finds (all of them for ""), in its order, a page at a time. A new order of
 * the same search keeps the rows shown until the server answers.
 */
export function useProductList(filter: ProductFilter) {
  return useInfiniteQuery({
    queryKey: productListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => fetchProductPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as ProductFilter | undefined)?.q === filter.q ? previous : undefined,
  });
}

export function useProduct(slug: string) {
  return useQuery({
    queryKey: productQueryKey(slug),
    queryFn: ({ signal }) => fetchProduct(slug, signal),
  });
}

export function useProductVersions(slug: string) {
  return useQuery({
    queryKey: historyQueryKey(slug),
    queryFn: ({ signal }) => fetchProductVersions(slug, signal),
  });
}

/**
 * A change's answer is the product as it now is: shown at once, without waiting for the reads.
 * Whatever the answer (a 409 says what is shown is out of date) everything of the master is read again.
 */
function productChange<Variables>(
  queryClient: QueryClient,
  slug: string,
  change: (variables: Variables) => Promise<HeldProduct>,
) {
  return {
    mutationFn: change,
    onSuccess: (product: HeldProduct) => queryClient.setQueryData(productQueryKey(slug), product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  };
}

/** Saves the form as the product's draft; saving again withdraws an approval it had. */
export function useSaveDraft(slug: string) {
  const queryClient = useQueryClient();
  return useMutation(
    productChange(queryClient, slug, (draft: ProductDraftInput) => saveProductDraft(slug, draft)),
  );
}

export function useApproveDraft(slug: string) {
  const queryClient = useQueryClient();
  return useMutation(productChange<void>(queryClient, slug, () => approveProductDraft(slug)));
}

export function usePublishDraft(slug: string) {
  const queryClient = useQueryClient();
  return useMutation(productChange<void>(queryClient, slug, () => publishProductDraft(slug)));
}

/** Restores `version` over the live version the person saw (`baseVersion`). */
export function useRestoreVersion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation(
    productChange(queryClient, slug, ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      restoreProductVersion(slug, version, baseVersion),
    ),
  );
}

/**
 * Reads the product afresh, for "Reload the product" after someone else changed it: asked once, as
 * a person's action, so its failure shows beside the button.
 */
export function useReloadProduct(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchProduct(slug),
    onSuccess: (product) => {
      queryClient.setQueryData(productQueryKey(slug), product);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(slug) });
      void queryClient.invalidateQueries({ queryKey: listQueryKey });
    },
  });
}

/**
 * Checks a CSV file of products (`dryRun`) or saves its changes as drafts; a save refreshes
 * everything shown of the master, whatever its answer.
 */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      importProducts(await file.text(), dryRun),
    onSettled: (_answer, _error, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
