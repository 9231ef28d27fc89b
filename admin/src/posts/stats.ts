import { useQuery } from '@tanstack/react-query';
import { adminConfig } from '../config';
import { httpClient } from '../httpClient';

export interface PostStats {
  total: number;
  categories: number;
  today: number;
  thisWeek: number;
  postTypes: string[];
}

/** The dashboard figures, counted by the CMS (`GET /api/admin/blog-posts/stats`). */
export function usePostStats() {
  return useQuery({
    queryKey: ['blog-posts', 'stats'],
    queryFn: async () => (await httpClient(`${adminConfig().cmsUrl}/api/admin/blog-posts/stats`)).json as PostStats,
  });
}
