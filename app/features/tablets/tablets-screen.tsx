import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { createTabletQueryClient } from './query/query-client.ts';
import { AdminGate, AdminGateWithoutScript } from './session/admin-gate.tsx';
import { useAdminSession } from './session/use-admin-session.ts';
import { TabletManagement } from './tablet-management.tsx';
import { TabletsPageHeader } from './tablets-page-header.tsx';

/**
 * Until the page runs, nothing is known about the session. The prerendered HTML therefore holds
 * the gate for browsers without JavaScript (in <noscript>) and a hidden "checking" line that the
 * page shows once it has hydrated and asks the server.
 */
function CheckingAccess() {
  const hydrated = useHydrated();
  return (
    <>
      {!hydrated && (
        <noscript>
          <AdminGateWithoutScript />
        </noscript>
      )}
      <div
        hidden={!hydrated}
        role="status"
        aria-live="polite"
        className="mx-auto mt-10 flex min-h-80 max-w-md items-center justify-center"
      >
        <span className="flex items-center gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-teal-700 border-t-transparent motion-safe:animate-spin"
          />
          Checking admin access…
        </span>
      </div>
    </>
  );
}

/** /tablets: the admin gate, then tablet management. The query client lives here, so other pages never load it. */
export function TabletsScreen({ title }: { title: string }) {
  const [queryClient] = useState(createTabletQueryClient);
  const session = useAdminSession();
  const { state } = session;

  return (
    <QueryClientProvider client={queryClient}>
      <div className="mx-auto min-h-[40rem] max-w-6xl px-4 py-10 sm:py-14">
        {state.status === 'unlocked' ? (
          <TabletManagement title={title} onLock={session.lock} onSessionExpired={session.expire} />
        ) : (
          <>
            <TabletsPageHeader title={title} />
            {state.status === 'checking' ? (
              <CheckingAccess />
            ) : (
              <AdminGate onUnlock={session.unlock} notice={state.notice} />
            )}
          </>
        )}
      </div>
    </QueryClientProvider>
  );
}
