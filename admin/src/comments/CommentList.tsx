import { Box, Button, Card, CardContent, Chip, Link as MuiLink, Stack, Tab, Tabs, Typography } from '@mui/material';
import { COMMENT_STATUSES, type CommentStatus } from '@journey-canvas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDelete, useGetList, useUpdate } from 'react-admin';
import { Link } from 'react-router-dom';
import { READER_NOTICES } from '../i18n/readers';
import { useToast } from '../Toast';
import { ReplyDialog } from './ReplyDialog';
import { shownDateAndTime } from '../dates';
import type { QuestionRecord } from '../types';

const LABELS: Record<CommentStatus, string> = { pending: 'Pending', approved: 'Approved', spam: 'Spam' };
const PER_PAGE = 20;

const problemOf = (error: unknown) =>
  (error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors?.reply : undefined) ??
  (error as Error).message;

function Question({ question }: { question: QuestionRecord }) {
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
  const busy = updating || removing;
  return (
    <Card component="article" variant="outlined" aria-label={`Question from ${question.name}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} dir="auto">
            {question.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {question.email} · {shownDateAndTime(question.createdAt)}
          </Typography>
          {question.outdated && <Chip size="small" color="warning" variant="outlined" label="Reported out of date" />}
        </Stack>
        <Typography variant="body2" sx={{ mb: 1 }}>
          On{' '}
          {question.postTitle ? (
            <MuiLink component={Link} to={`/blog-posts/${question.post}`}>
              {question.postTitle}
            </MuiLink>
          ) : (
            'a story deleted since'
          )}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
          {question.body}
        </Typography>
        {question.reply && (
          <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {question.replyAuthor ?? 'Journey Canvas'} replied
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {question.reply}
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
          {question.status !== 'approved' && (
            <Button
              size="small"
              variant="contained"
              disabled={busy}
              onClick={() => change({ status: 'approved' }, READER_NOTICES.questionApproved)}
            >
              Approve
            </Button>
          )}
          <Button size="small" variant="outlined" disabled={busy} onClick={() => setReplying(true)}>
            {question.reply ? 'Edit reply' : 'Reply'}
          </Button>
          {question.status === 'approved' && (
            <Button size="small" disabled={busy} onClick={() => change({ status: 'pending' }, READER_NOTICES.questionWithdrawn)}>
              Withdraw
            </Button>
          )}
          {question.status !== 'spam' && (
            <Button
              size="small"
              color="warning"
              disabled={busy}
              onClick={() => change({ status: 'spam' }, READER_NOTICES.questionSpam)}
            >
              Mark as spam
            </Button>
          )}
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(`Delete the question from ${question.name} for good?`)) return;
              remove(
                'comments',
                { id: question.id, previousData: question },
                {
                  mutationMode: 'pessimistic',
                  onSuccess: () => moderated(READER_NOTICES.questionDeleted),
                  onError: (error) => toast.error(READER_NOTICES.moderationFailed, problemOf(error)),
                },
              );
            }}
          >
            Delete
          </Button>
        </Stack>
      </CardContent>
      {replying && (
        <ReplyDialog
          question={question}
          onClose={() => setReplying(false)}
          onReply={(reply) => change({ reply }, READER_NOTICES.questionReplied)}
        />
      )}
    </Card>
  );
}

/** Nothing shows on the site until approved (decision 058). */
export default function CommentList() {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const [page, setPage] = useState(1);
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<QuestionRecord>('comments', {
    filter: { status },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: status === 'pending' ? 'ASC' : 'DESC' },
  });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Reader questions
      </Typography>
      <Tabs
        value={status}
        onChange={(_event, value: CommentStatus) => {
          setStatus(value);
          setPage(1);
        }}
        aria-label="Questions by status"
      >
        {COMMENT_STATUSES.map((value) => (
          <Tab key={value} value={value} label={LABELS[value]} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {isPending ? 'Loading…' : `${total} ${LABELS[status].toLowerCase()} ${total === 1 ? 'question' : 'questions'}`}
      </Typography>
      {data.map((question) => (
        <Question key={question.id} question={question} />
      ))}
      {pages > 1 && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2">
            Page {page} of {pages}
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
