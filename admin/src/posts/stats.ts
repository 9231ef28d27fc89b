import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/** The figures' query, invalidated by the actions that change them (a save, a move to the Trash). */
export const POST_STATS_KEY = ['blog-posts', 'stats'] as const;

/** The dashboard figures, counted by the CMS, asked through the data provider like every other call. */
export function usePostStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: POST_STATS_KEY,
    queryFn: async () => (await dataProvider.getStats('blog-posts')).data,
  });
}
