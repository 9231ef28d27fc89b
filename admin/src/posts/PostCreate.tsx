import { DEFAULT_POST_TYPE } from '@journey-canvas/shared';
import { useState } from 'react';
import { Create } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** Create Post: publishes at once, then offers a fresh form; a failure keeps everything typed. */
export default function PostCreate() {
  const toast = useToast();
  const [round, setRound] = useState(0);
  return (
    <Create
      resource="blog-posts"
      title="New Travel Story"
      redirect={false}
      transform={toSubmission}
      mutationOptions={{
        onSuccess: (post) => {
          const { title, description } = NOTICES.publishSucceeded((post as { postType?: string }).postType ?? DEFAULT_POST_TYPE);
          toast.success(title, description);
          setRound((current) => current + 1);
        },
        onError: (error: unknown) =>
          toast.error(NOTICES.publishFailed.title, (error as Error)?.message || NOTICES.publishFailed.fallback),
      }}
    >
      <PostForm key={round} heading="New Travel Story" />
    </Create>
  );
}
