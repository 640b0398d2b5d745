import type { Route } from './+types/contact';
import { ContactPage } from '#app/features/company/contact-page.tsx';
import { LiveChat } from '#app/features/chat/live-chat.tsx';
import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { Island } from '#app/lib/island.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): the form, its toasts and the chat. */
export const handle = islandsPageHandle;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return (
    <>
      <ContactPage title={entry.title} lead={entry.description} />
      <Island name="live-chat" component={LiveChat} props={{}} />
      <Island name="toaster" component={DeferredToaster} props={{}} />
    </>
  );
}
