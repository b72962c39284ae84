import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toasts } from '../components/toasts';
import { onSessionChange } from '../lib/session';

/**
 * What every screen needs: server state, the theme, and the toasts. The server state belongs to
 * one user: it is all forgotten whenever the session's user or token changes (login, logout, a
 * refused token, or any of these in another tab).
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => onSessionChange(() => queryClient.clear()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
