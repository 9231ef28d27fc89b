/** Types of mail-catcher.mjs (plain JavaScript, so `npm start` runs it without a build). */
export interface CaughtMessage {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** One header's value, unfolded, by its name in any case. */
  header(name: string): string | undefined;
  raw: Buffer;
  /** The .eml file it was kept in, when the catcher has a folder. */
  file?: string;
}

export interface MailCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: CaughtMessage[];
  waitFor(predicate: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  stop(): Promise<void>;
}

export function startMailCatcher(options?: {
  port?: number;
  host?: string;
  folder?: string;
  /** A reason to turn this message away with a 451, or nothing to take it. */
  refuse?: (message: { recipients: string[]; raw: Buffer }) => string | undefined | null | false;
}): Promise<MailCatcher>;

export function readMailFolder(folder: string): Promise<CaughtMessage[]>;
