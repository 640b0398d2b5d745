// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { packShotMessages } from '#contract/product-pack-shots.ts';
import type { HeldProduct } from './product-editor-api.ts';
import * as api from './product-pack-shot-api.ts';
import { ProductPackShot } from './product-pack-shot.tsx';

vi.mock('./product-pack-shot-api.ts', () => ({ useUploadPackShot: vi.fn() }));

const editor: StaffMember = { accountId: 'acc-ravi', displayName: 'Ravi', roles: ['catalogue'] };
const doctor: StaffMember = { accountId: 'acc-meena', displayName: 'Meena', roles: ['medical'] };

const slug = 'heartguard-coq10';
const uploadedId = 'heartguard-coq10-0123456789ab';

function held(change: { livePackShot?: string; draftPackShot?: string } = {}): HeldProduct {
  const { product } = catalogueEntries().find((entry) => entry.product.slug === slug)!;
  const record = {
    ...product,
    composition: [...product.composition],
    usage: [...product.usage],
    ...(change.livePackShot && { packShot: change.livePackShot }),
  };
  return {
    slug,
    categoryId: 'supplements',
    place: 'list',
    version: 1,
    record,
    translations: {},
    editedBy: null,
    draft:
      change.draftPackShot === undefined
        ? null
        : {
            baseVersion: 1,
            record: { ...record, packShot: change.draftPackShot },
            translations: {},
            review: {
              changedFields: ['packShot'],
              needsMedicalApproval: false,
              staleTranslations: [],
              claims: [],
              terms: [],
            },
            author: 'acc-ravi',
            approvedBy: null,
            savedAt: '2026-11-25T05:00:00.000Z',
          },
    people: {},
  };
}

type UploadAnswer = Awaited<ReturnType<typeof api.uploadPackShot>>;

/** The server's answer to an upload: the product, its draft naming the new pack shot. */
function uploaded(): UploadAnswer {
  const { people, ...product } = held({ draftPackShot: uploadedId });
  return { product, people };
}

/** The upload as the mocked API module does it: a real mutation around `send`. */
function uploadsWith(send: (picture: Blob) => Promise<UploadAnswer>) {
  const upload = vi.fn(send);
  vi.mocked(api.useUploadPackShot).mockImplementation(() => useMutation({ mutationFn: upload }));
  return upload;
}

function renderPackShot(product: HeldProduct, staff: StaffMember = editor) {
  render(
    <StaffQueries onSessionExpired={vi.fn()}>
      <ProductPackShot product={product} staff={staff} />
    </StaffQueries>,
  );
  return userEvent.setup({ applyAccept: false });
}

const photo = (type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pack.jpg', { type });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the product’s pack shot', () => {
  it('shows the drawn pack shot of a product without an upload, described by its alt text', () => {
    uploadsWith(async () => uploaded());
    renderPackShot(held());
    const image = screen.getByRole('img', {
      name: 'Pack of HeartGuard CoQ10: softgel capsule, 100 mg per softgel',
    });
    expect(image).toHaveAttribute('src', `/images/packs/${slug}-640.webp`);
    expect(screen.getByText(/drawn by the site/)).toBeInTheDocument();
  });

  it('shows the picture uploaded to the draft, and says it waits for the draft’s publication', () => {
    uploadsWith(async () => uploaded());
    renderPackShot(held({ draftPackShot: uploadedId }));
    expect(screen.getByRole('img')).toHaveAttribute('src', `/media/packs/${uploadedId}-640.webp`);
    expect(screen.getByText(/the pages show it once the draft is published/)).toBeInTheDocument();
  });

  it('uploads the chosen picture, busy while it goes, and says what happens next', async () => {
    let answer: (value: UploadAnswer) => void = () => undefined;
    const upload = uploadsWith(() => new Promise((resolve) => (answer = resolve)));
    const user = renderPackShot(held());
    const picture = photo();
    await user.upload(screen.getByLabelText(/New picture/), picture);
    await user.click(screen.getByRole('button', { name: 'Upload as the draft’s pack shot' }));
    expect(upload).toHaveBeenCalledWith(picture, expect.anything());
    expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    answer(uploaded());
    expect(await screen.findByText(/Uploaded: the draft’s pack shot is the new picture/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows the server’s refusal of the picture', async () => {
    uploadsWith(() => Promise.reject(new ApiError(packShotMessages.tooSmall(300, 200), { status: 400 })));
    const user = renderPackShot(held());
    await user.upload(screen.getByLabelText(/New picture/), photo('image/png'));
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText(packShotMessages.tooSmall(300, 200))).toHaveAttribute('role', 'alert');
  });

  it('sends neither no file nor a file of another type, and says why beside the field', async () => {
    const upload = uploadsWith(async () => uploaded());
    const user = renderPackShot(held());
    const button = screen.getByRole('button', { name: 'Upload as the draft’s pack shot' });
    await user.click(button);
    const input = screen.getByLabelText(/New picture/);
    expect(input).toHaveAccessibleDescription(/Choose a picture of the pack to upload/);
    expect(input).toHaveFocus();
    await user.upload(input, new File(['Batch HG-1042'], 'batch.txt', { type: 'text/plain' }));
    await user.click(button);
    expect(input).toHaveAccessibleDescription(new RegExp(packShotMessages.notAnImage.slice(0, 40)));
    expect(upload).not.toHaveBeenCalled();
  });

  it('offers the upload only to the catalogue role', () => {
    uploadsWith(async () => uploaded());
    renderPackShot(held({ livePackShot: uploadedId }), doctor);
    expect(screen.getByRole('img')).toHaveAttribute('src', `/media/packs/${uploadedId}-640.webp`);
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });
});
