import type { z } from 'zod';

const bulletList = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');

/**
 * A process's environment parsed with its schema, or one error that lists every invalid variable,
 * so a bad configuration is fixed in one go (`name` says whose: "CMS", "site").
 */
export function parseEnvironment<S extends z.ZodType>(
  name: string,
  schema: S,
  source: Record<string, string | undefined>,
): z.output<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid ${name} environment:\n${bulletList(issues)}`);
}

/** Refuses a production start that has problems, listing each; `advice` says how to fix them. */
export function refuseUnsafeProduction(name: string, problems: string[], advice?: string): void {
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start the ${name} in production with unsafe settings:\n${bulletList(problems)}${advice ? `\n${advice}` : ''}`,
  );
}

/** A loader that runs once: each process validates its environment on first use and keeps the result. */
export function once<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: load() }).current;
}

/** Values that only ever stand in for a secret (the ones `.env.example` shows). */
const PLACEHOLDER = /change-?me|example|placeholder|secret|tobemodified/i;
export const SECRET_MIN_LENGTH = 16;

/**
 * Why a secret is unfit for production, or undefined when it will do. The one rule for every secret,
 * so the CMS and the site judge the one they share (WEB_PURGE_SECRET) alike.
 */
export function secretProblem(name: string, value: string | undefined): string | undefined {
  if (!value) return `${name} is not set`;
  if (value.length < SECRET_MIN_LENGTH || PLACEHOLDER.test(value)) {
    return `${name} is a placeholder or shorter than ${SECRET_MIN_LENGTH} characters`;
  }
  return undefined;
}
