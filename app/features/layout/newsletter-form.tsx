import { useId } from 'react';
import { Island } from '#app/lib/island.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/** The footer's newsletter signup: a real form, so it also works before and without the page's script. */
export function NewsletterForm() {
  const headingId = useId();
  const { t, locale } = useTranslate();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card bg-white/5 p-4 ring-1 ring-white/10 sm:p-6 lg:grid-cols-2 lg:items-center lg:gap-6 lg:p-8"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          {t('newsletter.heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          {t('newsletter.lineBeforeLink')}
          <a href={localHref('/privacy', locale)} className="underline">
            {t('newsletter.privacyLink')}
          </a>
          {t('newsletter.lineAfterLink')}
        </p>
      </div>
      {/*
        The prerendered form stays in place (and posts without script) until its code has loaded,
        which it does when the visitor first points at, touches or focuses it.
      */}
      <Island name="newsletter" component={NewsletterSignup} props={{ headingId }} load="on-use" />
    </section>
  );
}
