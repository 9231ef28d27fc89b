// A real SMTP server for development and tests (decision 055): each message kept in memory and, given a folder, as an
// `.eml` file. Plain JavaScript, so `npm start` (scripts/start.mjs) runs it as it is.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

async function parse(raw, recipients, file) {
  const parsed = await simpleParser(raw);
  const lines = parsed.headerLines ?? [];
  return {
    to: recipients,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    header(name) {
      const line = lines.find((entry) => entry.key === name.toLowerCase())?.line;
      return line === undefined
        ? undefined
        : line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim();
    },
    raw,
    file,
  };
}

/** Every message kept in `folder`, oldest first. */
export async function readMailFolder(folder) {
  if (!fs.existsSync(folder)) return [];
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map((name) => {
      const file = path.join(folder, name);
      const raw = fs.readFileSync(file);
      const to = /^X-Caught-For: (.*)$/m.exec(raw.toString('utf8'))?.[1]?.split(',') ?? [];
      return parse(raw, to, file);
    }),
  );
}

export async function startMailCatcher({ port = 0, host = '127.0.0.1', folder, refuse } = {}) {
  const messages = [];
  let count = 0;
  if (folder) fs.mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        const body = Buffer.concat(chunks);
        const refusal = refuse?.({ recipients, raw: body });
        if (refusal) {
          const error = new Error(refusal);
          error.responseCode = 451;
          return callback(error);
        }
        // The envelope's recipients ride along as a header, so a message read back from its file says who it was for.
        const raw = Buffer.concat([Buffer.from(`X-Caught-For: ${recipients.join(',')}\r\n`), body]);
        count += 1;
        const file = folder ? path.join(folder, `${Date.now()}-${String(count).padStart(6, '0')}.eml`) : undefined;
        if (file) fs.writeFileSync(file, raw);
        parse(raw, recipients, file).then(
          (message) => {
            messages.push(message);
            callback();
          },
          (error) => callback(error),
        );
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.server.address().port;
  return {
    port: actualPort,
    url: `smtp://${host}:${actualPort}`,
    messages,
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No such message within ${timeoutMs} ms (${messages.length} caught)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
