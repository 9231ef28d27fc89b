import { Edit, useRedirect } from 'react-admin';
import { NOTICES } from '../i18n/en';
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
          toast.success(NOTICES.updateSucceeded.title, NOTICES.updateSucceeded.description);
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
