/** The question form's fields and answers, shared by its page and its action (questions.server.ts). */
export const QUESTION_FIELDS = ['name', 'email', 'body'] as const;
export type QuestionValues = Record<(typeof QUESTION_FIELDS)[number], string> & { outdated: boolean };

/** A refused send is shown again with the `started` token it must carry, not the page's fresh one. */
export type QuestionResult =
  | { ok: true; message: string }
  | { ok: false; values: QuestionValues; errors: Record<string, string>; formError?: string; started: string };

/** A field a person has no reason to fill in. */
export const HONEYPOT_FIELD = 'website';
