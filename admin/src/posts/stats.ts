import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/** The dashboard figures, counted by the CMS, asked through the data provider like every other call. */
export function usePostStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['blog-posts', 'stats'],
    queryFn: async () => (await dataProvider.getStats('blog-posts')).data,
  });
}
