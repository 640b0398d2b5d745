import { useState } from 'react';
import type { Route } from './+types/contact';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { ContactPage } from '#app/features/company/contact-page.tsx';
import { ChatLauncher } from '#app/features/chat/chat-launcher.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <>
      <ContactPage title={entry.title} lead={entry.description} onStartLiveChat={() => setChatOpen(true)} />
      <ChatLauncher open={chatOpen} onOpenChange={setChatOpen} />
    </>
  );
}
