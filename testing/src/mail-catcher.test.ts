import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { readMailFolder, startMailCatcher, type MailCatcher } from './mail-catcher.mjs';

describe('the mail catcher', () => {
  let catcher: MailCatcher | undefined;
  afterEach(() => catcher?.stop());

  it('takes real SMTP, keeps each message in memory and as an .eml file, headers and both bodies', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-'));
    catcher = await startMailCatcher({ folder });
    await nodemailer.createTransport(catcher.url).sendMail({
      from: 'Journey Canvas <news@example.com>',
      to: 'reader@example.com',
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const message = await catcher.waitFor((caught) => caught.subject === 'Hello');
    expect(message).toMatchObject({ to: ['reader@example.com'], text: 'Plain words', html: '<p>Rich words</p>' });
    expect(message.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [kept] = await readMailFolder(folder);
    expect(kept).toMatchObject({ to: ['reader@example.com'], subject: 'Hello' });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('turns messages away with a temporary error while told to', async () => {
    let refusing = true;
    catcher = await startMailCatcher({ refuse: () => refusing && 'Try again later' });
    const transport = nodemailer.createTransport(catcher.url);
    const mail = { from: 'a@example.com', to: 'b@example.com', subject: 'Retry', text: 'x' };
    await expect(transport.sendMail(mail)).rejects.toMatchObject({ responseCode: 451 });
    refusing = false;
    await transport.sendMail(mail);
    expect(catcher.messages.map((message) => message.subject)).toEqual(['Retry']);
  });
});
