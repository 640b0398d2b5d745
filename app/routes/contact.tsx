import { useState } from 'react';
import type { Route } from './+types/contact';
import { ContactPage } from '#app/features/company/contact-page.tsx';
import { ChatLauncher } from '#app/features/chat/chat-launcher.tsx';

export { loader, meta } from '#app/lib/page.ts';

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
