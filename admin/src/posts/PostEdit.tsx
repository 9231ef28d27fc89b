import { Edit, useRedirect } from 'react-admin';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** Edit: the Create form, prefilled. Publishing returns to the list; a draft or a schedule stays here. */
export default function PostEdit() {
  const redirect = useRedirect();
  return (
    <Edit resource="blog-posts" title="Edit Travel Story" mutationMode="pessimistic" transform={toSubmission} redirect={false}>
      <PostForm
        heading="Edit Travel Story"
        afterSave={(status) => {
          if (status === 'published') redirect('list', 'blog-posts');
        }}
      />
    </Edit>
  );
}
