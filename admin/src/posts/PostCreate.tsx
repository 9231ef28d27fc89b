import { useState } from 'react';
import { Create, useRedirect } from 'react-admin';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** A saved draft or scheduled story opens in Edit, so the next save updates rather than creates. */
export default function PostCreate() {
  const [round, setRound] = useState(0);
  const redirect = useRedirect();
  return (
    <Create resource="blog-posts" title="New Travel Story" redirect={false} transform={toSubmission}>
      <PostForm
        key={round}
        heading="New Travel Story"
        afterSave={(status, post) =>
          status === 'published' ? setRound((current) => current + 1) : redirect('edit', 'blog-posts', post.id)
        }
      />
    </Create>
  );
}
