import { useTranslate } from '#languages/messages.ts';

/** 'Prescription Required' or 'OTC', from the item's prescriptionRequired flag. */
export function PrescriptionBadge({ prescriptionRequired }: { prescriptionRequired: boolean }) {
  const { t } = useTranslate();
  return prescriptionRequired ? (
    <span className="inline-flex items-center rounded-full bg-rose-100 px-3 py-1 text-xs font-semibold text-rose-800">
      {t('catalogue.prescriptionRequired')}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
      {t('catalogue.otc')}
    </span>
  );
}
