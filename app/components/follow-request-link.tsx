import { useTranslate } from '#app/i18n/messages.ts';
/** The sentence with the private page of a request just sent, beneath its in-place confirmation. */
export function FollowRequestLink({ path }: { path: string | undefined }) {
  const { t } = useTranslate();
  if (!path) return null;
  return (
    <p className="mt-2">
      {t('form.followBeforeLink')}{' '}
      <a href={path} className="font-semibold underline">
        {t('form.followLink')}
      </a>
      {t('form.followAfterLink')}
    </p>
  );
}
