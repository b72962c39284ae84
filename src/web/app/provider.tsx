import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toasts } from '../components/toasts';
import { feedTabStore, forgetListMeasurements } from '@/web/features/posts';
import { resetOnSessionChange } from '../lib/session';

/**
 * What every screen needs: server state, the theme, and the toasts. The server state belongs to
 * one user and goes when the session changes hands (resetOnSessionChange), with the posts'
 * remembered list heights and feed tab, which live outside the query cache.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(
    () =>
      resetOnSessionChange(queryClient, () => {
        forgetListMeasurements();
        feedTabStore.reset();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
