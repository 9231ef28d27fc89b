import { NOTICES } from '@journey-canvas/shared';
import { Edit } from 'react-admin';
import { useToast } from '../Toast';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** Edit: the Create form, prefilled; saving publishes the change. */
export default function PostEdit() {
  const toast = useToast();
  return (
    <Edit
      resource="blog-posts"
      title="Edit Travel Story"
      mutationMode="pessimistic"
      redirect="list"
      transform={toSubmission}
      mutationOptions={{
        onSuccess: () => toast.success('Post Updated', 'Your changes have been published.'),
        onError: (error: unknown) => toast.error(NOTICES.publishFailed.title, (error as Error)?.message || NOTICES.publishFailed.fallback),
      }}
    >
      <PostForm heading="Edit Travel Story" />
    </Edit>
  );
}
