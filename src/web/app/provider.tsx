import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toasts } from '../components/toasts';
import { feedTabStore, forgetListMeasurements } from '@/web/features/posts';
import { forgetUserData } from '../lib/forget-user-data';
import { onSessionChange } from '../lib/session';

/**
 * What every screen needs: server state, the theme, and the toasts. The server state belongs to
 * one user: it is all forgotten whenever the session's user or token changes (login, logout, a
 * refused token, or any of these in another tab). What a user left in the browser goes with
 * their session; a login from no session keeps what a visitor did before it (the request
 * tester is open to guests).
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
      onSessionChange((previous) => {
        queryClient.clear();
        forgetListMeasurements();
        feedTabStore.reset();
        if (previous) forgetUserData();
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
