import type { z } from 'zod';

const bulletList = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');

/** One error listing every invalid variable, so a bad configuration is fixed in one go. */
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

export function refuseUnsafeProduction(name: string, problems: string[], advice?: string): void {
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start the ${name} in production with unsafe settings:\n${bulletList(problems)}${advice ? `\n${advice}` : ''}`,
  );
}

export function once<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: load() }).current;
}

/** Stand-ins for a secret, such as `.env.example` shows. */
const PLACEHOLDER = /change-?me|example|placeholder|secret|tobemodified/i;
export const SECRET_MIN_LENGTH = 16;

/** One rule for every secret, so the CMS and the site judge the one they share (WEB_PURGE_SECRET) alike. */
export function secretProblem(name: string, value: string | undefined): string | undefined {
  if (!value) return `${name} is not set`;
  if (value.length < SECRET_MIN_LENGTH || PLACEHOLDER.test(value)) {
    return `${name} is a placeholder or shorter than ${SECRET_MIN_LENGTH} characters`;
  }
  return undefined;
}
