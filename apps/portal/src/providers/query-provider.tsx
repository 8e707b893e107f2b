import { createApiQueryClient } from '@creator/api/react/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showError } from './report-error';

// Created in a lazy chunk (the layout and /forgot), so that TanStack Query never loads with /login.
const queryClient = createApiQueryClient({ onError: (display) => showError(display) });

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Forgets every query and mutation, and cancels those in flight. A page load starts from an empty cache;
 * the screen stories, which share this one client, call it so that each starts from one too.
 */
export function clearQueryCache(): void {
  queryClient.clear();
}
