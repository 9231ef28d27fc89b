import { Edit, useEditContext, useRedirect } from 'react-admin';
import { CannotOpen, openStoryQuietly, storyRefusal } from '../layout/CannotOpen';
import { HistoryPanel } from '../revisions/HistoryPanel';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** Edit: the Create form, prefilled, beside the story's History. Publishing returns to the list; a draft or a schedule stays here. */
export default function PostEdit() {
  const redirect = useRedirect();
  return (
    <Edit
      resource="blog-posts"
      title="Edit Travel Story"
      mutationMode="pessimistic"
      transform={toSubmission}
      redirect={false}
      queryOptions={openStoryQuietly}
      error={<Refused />}
      // Not react-admin's Show button: Show is for those who may only read the story (PostShow).
      actions={false}
      aside={<HistoryPanel />}
      // Below the form on narrower screens, beside it on wide ones.
      sx={{ '& .RaEdit-main': { flexWrap: { xs: 'wrap', lg: 'nowrap' } } }}
    >
      <PostForm
        heading="Edit Travel Story"
        withAddress
        afterSave={(status) => {
          if (status === 'published') redirect('list', 'blog-posts');
        }}
      />
    </Edit>
  );
}

/** A story this account may not open (another writer's, for a Contributor or an Author), or one that is gone. */
function Refused() {
  return <CannotOpen reason={storyRefusal(useEditContext().error)} />;
}
