import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/**
 * The sentence with the private page of a request just sent, beneath its in-place confirmation: the
 * page in the language of the form's.
 */
export function FollowRequestLink({ path }: { path: string | undefined }) {
  const { t, locale } = useTranslate();
  if (!path) return null;
  return (
    <p className="mt-2">
      {t('form.followBeforeLink')}{' '}
      <a href={localHref(path, locale)} className="font-semibold underline">
        {t('form.followLink')}
      </a>
      {t('form.followAfterLink')}
    </p>
  );
}
