import { Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDelete, useTranslate, useUpdate } from 'react-admin';
import { Link } from 'react-router-dom';
import { languageName } from '@journey-canvas/shared';
import { useSiteLanguages } from '../auth/useCan';
import { READER_NOTICES } from '../i18n/readers';
import { languageEditPath } from '../translations/LanguageTabs';
import { useToast } from '../Toast';
import type { QuestionRecord } from '../types';
import { ReplyDialog } from './ReplyDialog';

const problemOf = (error: unknown) =>
  (error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors?.reply : undefined) ??
  (error as Error).message;

/** A question with its story, its reply and what an Editor may do with it. */
export function QuestionCard({ question }: { question: QuestionRecord }) {
  const translate = useTranslate();
  const toast = useToast();
  const [update, { isPending: updating }] = useUpdate<QuestionRecord>();
  const [remove, { isPending: removing }] = useDelete<QuestionRecord>();
  const [replying, setReplying] = useState(false);
  const queryClient = useQueryClient();
  // react-admin's cache would keep the question under its old tab and the pending count unmoved.
  const moderated = (done: string) => {
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
    toast.success(done);
  };
  const change = (data: Partial<QuestionRecord>, done: string) =>
    new Promise<string | undefined>((resolve) =>
      update(
        'comments',
        { id: question.id, data, previousData: question },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            moderated(done);
            resolve(undefined);
          },
          onError: (error) => {
            toast.error(READER_NOTICES.moderationFailed, problemOf(error));
            resolve(problemOf(error));
          },
        },
      ),
    );
  const deleteForGood = () => {
    if (!window.confirm(translate('resources.comments.actions.deleteConfirm', { name: question.name }))) return;
    remove(
      'comments',
      { id: question.id, previousData: question },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => moderated(READER_NOTICES.questionDeleted),
        onError: (error) => toast.error(READER_NOTICES.moderationFailed, problemOf(error)),
      },
    );
  };
  const busy = updating || removing;
  const languages = useSiteLanguages();
  return (
    <Box component="article" aria-label={translate('resources.comments.questionFrom', { name: question.name })}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('resources.comments.on')}{' '}
        {question.postTitle ? (
          <MuiLink component={Link} to={languageEditPath(question.post, question.language, languages[0]!)}>
            {question.postTitle}
          </MuiLink>
        ) : (
          translate('resources.comments.storyGone')
        )}
        {/* On a site in several languages, the version the reader asked on. */}
        {languages.length > 1 && <Chip size="small" variant="outlined" label={languageName(question.language)} sx={{ ml: 1 }} />}
        {question.outdated && (
          <Chip size="small" color="warning" variant="outlined" label={translate('resources.comments.outdated')} sx={{ ml: 1 }} />
        )}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
        {question.body}
      </Typography>
      {question.reply && (
        <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {translate('resources.comments.replied', { name: question.replyAuthor ?? 'Journey Canvas' })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.reply}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
        {question.status !== 'approved' && (
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => change({ status: 'approved' }, READER_NOTICES.questionApproved)}
          >
            {translate('resources.comments.actions.approve')}
          </Button>
        )}
        <Button size="small" variant="outlined" disabled={busy} onClick={() => setReplying(true)}>
          {translate(question.reply ? 'resources.comments.actions.editReply' : 'resources.comments.actions.reply')}
        </Button>
        {question.status === 'approved' && (
          <Button size="small" disabled={busy} onClick={() => change({ status: 'pending' }, READER_NOTICES.questionWithdrawn)}>
            {translate('resources.comments.actions.withdraw')}
          </Button>
        )}
        {question.status !== 'spam' && (
          <Button
            size="small"
            color="warning"
            disabled={busy}
            onClick={() => change({ status: 'spam' }, READER_NOTICES.questionSpam)}
          >
            {translate('resources.comments.actions.spam')}
          </Button>
        )}
        <Button size="small" color="error" disabled={busy} onClick={deleteForGood}>
          {translate('resources.comments.actions.delete')}
        </Button>
      </Stack>
      {replying && (
        <ReplyDialog
          question={question}
          onClose={() => setReplying(false)}
          onReply={(reply) => change({ reply }, READER_NOTICES.questionReplied)}
        />
      )}
    </Box>
  );
}
