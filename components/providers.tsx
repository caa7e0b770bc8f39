"use client";

import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { ApiClientError } from "@/lib/client/api";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // Client errors (404, 422, 401...) will not fix themselves; retry only network and 5xx.
        retry: (count, error) => count < 2 && !(error instanceof ApiClientError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * React Query and toasts for the dashboard. Mount it with a `key` naming the account and mode,
 * so switching mode or user starts from an empty cache instead of showing the other mode's data.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ className: "text-sm" }} />
    </QueryClientProvider>
  );
}
