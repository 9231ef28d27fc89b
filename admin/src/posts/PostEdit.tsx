import { NOTICES } from '@journey-canvas/shared';
import { Edit, useRedirect } from 'react-admin';
import { useToast } from '../Toast';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** Edit: the Create form, prefilled; saving publishes the change. */
export default function PostEdit() {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Edit
      resource="blog-posts"
      title="Edit Travel Story"
      mutationMode="pessimistic"
      transform={toSubmission}
      mutationOptions={{
        // A custom onSuccess replaces react-admin's default redirect, so it redirects itself.
        onSuccess: () => {
          toast.success('Post Updated', 'Your changes have been published.');
          redirect('list', 'blog-posts');
        },
        onError: (error: unknown) =>
          toast.error(NOTICES.publishFailed.title, (error as Error)?.message || NOTICES.publishFailed.fallback),
      }}
    >
      <PostForm heading="Edit Travel Story" />
    </Edit>
  );
}
