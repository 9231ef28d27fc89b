/** The question form's fields and answers, shared by its page and its action (questions.server.ts). */
export const QUESTION_FIELDS = ['name', 'email', 'body'] as const;
export type QuestionValues = Record<(typeof QUESTION_FIELDS)[number], string> & { outdated: boolean };

/**
 * What the form shows after a send. A refused one is shown again with what was typed and the
 * `started` token it must carry (questions.server.ts), not the fresh one of the page's render.
 */
export type QuestionResult =
  | { ok: true; message: string }
  | { ok: false; values: QuestionValues; errors: Record<string, string>; formError?: string; started: string };

/** The honeypot's name: a field a person has no reason to fill in. */
export const HONEYPOT_FIELD = 'website';
