import { useGetList } from 'react-admin';
import { useCan } from '../auth/useCan';

export function usePendingQuestions(): number | undefined {
  const mayModerate = useCan()('comments') ?? false;
  const { total } = useGetList(
    'comments',
    { filter: { status: 'pending' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: mayModerate, refetchInterval: 60_000 },
  );
  return mayModerate ? total : undefined;
}
