import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

export const POST_STATS_KEY = ['blog-posts', 'stats'] as const;

export function usePostStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: POST_STATS_KEY,
    queryFn: async () => (await dataProvider.getStats('blog-posts')).data,
  });
}
