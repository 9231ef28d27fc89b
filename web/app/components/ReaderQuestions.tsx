import { usePageLanguage, useWords } from './page-language';
import { COMMENT_BODY_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from '@journey-canvas/shared';
import type { Question } from '../data/client/questions.server';
import { formatLongDate } from '../data/format';
import { HONEYPOT_FIELD, type QuestionResult, type QuestionValues } from '../data/questions';
import { QUESTION_START_SCRIPT } from '../inline-scripts/reader-scripts';
import { useNonce } from '../platform/nonce';
import { CommentText } from './CommentText';

export interface QuestionsData {
  questions: Question[];
}

function Field({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  maxLength,
  hint,
}: {
  name: 'name' | 'email';
  label: string;
  values: Partial<QuestionValues>;
  errors: Record<string, string>;
  type?: string;
  autoComplete: string;
  maxLength: number;
  hint?: string;
}) {
  const error = errors[name];
  const describedBy = [hint ? `question-${name}-hint` : '', error ? `question-${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={`question-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {hint && (
        <p id={`question-${name}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={`question-${name}`}
        name={name}
        type={type}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={`question-${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A plain HTML form posted to the article's own address: it needs no JavaScript. */
export function ReaderQuestions({ slug, data, result }: { slug: string; data: QuestionsData; result?: QuestionResult }) {
  const failed = result && !result.ok ? result : undefined;
  const values: Partial<QuestionValues> = failed?.values ?? {};
  const errors = failed?.errors ?? {};
  const nonce = useNonce();
  const words = useWords();
  const { language } = usePageLanguage();
  const { questions: text } = words;
  return (
    <section id="questions" aria-labelledby="questions-heading" className="questions">
      <h2 id="questions-heading">{text.heading}</h2>
      {data.questions.length > 0 ? (
        <ol className="question-list">
          {data.questions.map((question) => (
            <li key={question.id} className="question">
              <p className="question-meta">
                <strong dir="auto">{question.name}</strong> {text.askedOn}{' '}
                <time dateTime={question.createdAt}>{formatLongDate(question.createdAt, language)}</time>
              </p>
              <div className="question-text">
                <CommentText text={question.body} />
              </div>
              {question.reply && (
                <div className="question-reply">
                  <p className="question-meta">
                    <strong dir="auto">{question.replyAuthor ?? 'Journey Canvas'}</strong> {text.replied}
                  </p>
                  <div className="question-text">
                    <CommentText text={question.reply} />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{text.none}</p>
      )}

      <div className="card form-card question-form">
        <h3 id="ask-heading">{text.askHeading}</h3>
        {result?.ok ? (
          <p role="status" className="form-success">
            {result.message}
          </p>
        ) : (
          <form
            method="post"
            action={words.path(`/articles/${encodeURIComponent(slug)}#questions`)}
            aria-labelledby="ask-heading"
            noValidate
            data-question-form
          >
            {failed && (
              <p role="alert" className="form-error">
                {failed.formError ?? text.fixErrors}
              </p>
            )}
            <p className="muted">{text.note}</p>
            <div className="field-row">
              <Field
                name="name"
                label={text.name}
                values={values}
                errors={errors}
                autoComplete="name"
                maxLength={COMMENT_NAME_MAX_LENGTH}
              />
              <Field
                name="email"
                label={text.email}
                type="email"
                values={values}
                errors={errors}
                autoComplete="email"
                maxLength={254}
                hint={text.emailHint}
              />
            </div>
            <div className="field">
              <label htmlFor="question-body">
                {text.question}
                <span aria-hidden="true"> *</span>
              </label>
              <textarea
                id="question-body"
                name="body"
                rows={5}
                required
                maxLength={COMMENT_BODY_MAX_LENGTH}
                defaultValue={values.body}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={errors.body ? 'question-body-error' : undefined}
              />
              {errors.body && (
                <p id="question-body-error" className="field-error">
                  {errors.body}
                </p>
              )}
            </div>
            <div className="field checkbox-field">
              <input id="question-outdated" name="outdated" type="checkbox" defaultChecked={values.outdated} />
              <label htmlFor="question-outdated">{text.outdated}</label>
            </div>
            {/* A field people never see or reach: robots fill it in. */}
            <div className="honeypot" aria-hidden="true">
              <label htmlFor="question-website">Leave this empty</label>
              <input id="question-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </div>
            {/* The reader's own start, set by the script below (decision 091); kept when shown again. */}
            <input type="hidden" name="started" value={failed?.started ?? ''} />
            <button className="button primary" type="submit">
              {text.send}
            </button>
          </form>
        )}
        {!result?.ok && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: QUESTION_START_SCRIPT }} />}
      </div>
    </section>
  );
}
