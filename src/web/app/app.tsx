import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HomePage } from './home-page';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HomePage />
    </QueryClientProvider>
  );
}
