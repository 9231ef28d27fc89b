import { useGetList } from 'react-admin';
import { useReaderRights } from '../readers/useReaderRights';

export function usePendingQuestions(): number | undefined {
  const rights = useReaderRights();
  const { total } = useGetList(
    'comments',
    { filter: { status: 'pending' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: Boolean(rights?.comments), refetchInterval: 60_000 },
  );
  return rights?.comments ? total : undefined;
}
