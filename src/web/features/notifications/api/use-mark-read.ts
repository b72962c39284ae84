import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notificationKeys } from './notification-queries';

/**
 * Marks read what the page shows, once it is shown: everything up to the newest page's marker,
 * and nothing that arrived after it. The badge takes the server's new count.
 */
export function useMarkReadWhenSeen(marker: string | undefined, unreadCount: number | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (seen: string) =>
      apiRequest(endpoints.readNotifications, { auth: true, body: { marker: seen } }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread(), answer),
  });
  useEffect(() => {
    if (marker && unreadCount) mutate(marker);
  }, [marker, unreadCount, mutate]);
}
