/** The admin's words for reader questions, tags and the newsletter (the specification has none). */
export const READER_NOTICES = {
  questionApproved: 'Question approved: it shows on the story now',
  questionSpam: 'Marked as spam: it will not show',
  questionWithdrawn: 'Question back to pending: it no longer shows',
  questionDeleted: 'Question deleted',
  questionReplied: 'Reply published under the question',
  moderationFailed: 'The question could not be changed',
  tagRenamed: 'Tag renamed: every story shows the new name',
  tagsMerged: (count: number) => `Tags merged: ${count} ${count === 1 ? 'story' : 'stories'} updated`,
  tagFailed: 'The tag could not be changed',
  subscriberRemoved: 'Subscriber removed',
  subscriberFailed: 'The subscriber could not be removed',
  exportFailed: 'The export could not be made',
  settingsSaved: 'Newsletter settings saved',
  settingsFailed: 'The newsletter settings could not be saved',
  digestQueued: (count: number) => `Digest queued for ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`,
  digestFailed: 'No digest sent',
} as const;
