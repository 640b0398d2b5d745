import { type FormEvent, useRef, useState } from 'react';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { packShotAlt, packShotFor } from '#app/data/pack-shot.ts';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import {
  packShotLimits,
  packShotMediaTypes,
  packShotMessages,
  productPackShotEndpoints,
} from '#contract/product-pack-shots.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import type { HeldProduct, HeldRecord } from './product-editor-api.ts';
import { useUploadPackShot } from './product-pack-shot-api.ts';

/** The id of the picture staff uploaded as a record's pack shot; undefined for the drawn one. */
const uploadedOf = (record: HeldRecord): string | undefined =>
  typeof record.packShot === 'string' ? record.packShot : undefined;

const isPackShotType = (type: string) => (packShotMediaTypes as readonly string[]).includes(type);

/** Why a chosen file is not sent; the server judges the picture itself. */
function problemOf(file: File | undefined): string | undefined {
  if (!file) return 'Choose a picture of the pack to upload.';
  if (!isPackShotType(file.type)) return packShotMessages.notAnImage;
  if (file.size > packShotLimits.uploadBytesMax)
    return `The file is larger than ${packShotLimits.uploadBytesMax / 1024 / 1024} MB. Save the picture smaller and upload it again.`;
  return undefined;
}

/** What the picture shown is: the draft's new one, the live one uploaded, or the one the site draws. */
function captionOf(product: HeldProduct): string {
  const live = uploadedOf(product.record);
  const draft = product.draft ? uploadedOf(product.draft.record) : live;
  if (draft !== live) return 'The draft’s pack shot: the pages show it once the draft is published.';
  if (live) return 'The live pack shot, uploaded by staff.';
  return 'The live pack shot, drawn by the site from the product’s details.';
}

/**
 * A product's pack shot in its editor: the picture its draft would publish and, for the catalogue
 * role, the upload of a photograph in its place. The upload goes on the draft; publishing the draft
 * shows it on the pages.
 */
export function ProductPackShot({ product, staff }: { product: HeldProduct; staff: StaffMember }) {
  const uploading = useUploadPackShot(product.slug);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const mayUpload = rolesAllow(staff.roles, productPackShotEndpoints.upload.access.roles);
  const record = product.draft?.record ?? product.record;
  const image = packShotFor({ slug: product.slug, packShot: uploadedOf(record) });
  const failure = uploading.error
    ? failureMessage(uploading.error, 'Failed to upload the pack shot')
    : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading.isPending) return;
    setNotice('');
    uploading.reset();
    const form = event.currentTarget;
    const file = inputRef.current?.files?.[0];
    const refused = problemOf(file);
    setProblem(refused);
    if (refused || !file) {
      inputRef.current?.focus();
      return;
    }
    uploading.mutate(file, {
      onSuccess: () => {
        form.reset();
        setNotice(
          'Uploaded: the draft’s pack shot is the new picture. Publish the draft to show it on the pages.',
        );
      },
    });
  }

  return (
    <StaffPanel
      headingId="product-pack-shot-heading"
      title="Pack shot"
      intro="The picture of the pack on the product’s page, its list, the home page and the card a shared link shows."
    >
      <figure className="mt-4 max-w-80">
        <img
          src={image.src}
          alt={packShotAlt(record)}
          width={image.width}
          height={image.height}
          className="h-auto w-full rounded-lg border border-slate-200"
        />
        <figcaption className="mt-2 text-sm text-slate-700">{captionOf(product)}</figcaption>
      </figure>
      {mayUpload && (
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          <FormField
            label="New picture"
            required
            hint={`A JPEG, PNG or WebP photograph of the pack, at least ${packShotLimits.minWidth} × ${packShotLimits.minHeight} pixels. It is fitted whole onto white; where and by whom it was taken is removed from it.`}
            error={problem}
            announceError
          >
            <TextInput
              ref={inputRef}
              type="file"
              accept={packShotMediaTypes.join(',')}
              onChange={() => setProblem(undefined)}
            />
          </FormField>
          <FormAlert message={failure} />
          <SubmitButton busy={uploading.isPending} busyLabel="Uploading…">
            Upload as the draft’s pack shot
          </SubmitButton>
          <p role="status" className="text-sm font-semibold text-green-900">
            {notice}
          </p>
        </form>
      )}
    </StaffPanel>
  );
}
