import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toasts } from '../components/toasts';

/** What every screen needs: server state, the theme, and the toasts. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
