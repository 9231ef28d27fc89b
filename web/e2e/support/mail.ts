import { expect } from '@playwright/test';
import { readMailFolder, type CaughtMessage } from '@journey-canvas/testing/mail-catcher';

/** The first email to `address` that `match` accepts, as the run's mail catcher kept it (waiting for it to arrive). */
export async function mailTo(address: string, match: (message: CaughtMessage) => boolean = () => true): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailFolder(process.env.E2E_MAIL_DIR!)).find(
          (message) => message.to.includes(address) && match(message),
        );
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A link of the site in a message's text. */
export const linkIn = (message: CaughtMessage, path: string) =>
  new RegExp(`https?://[^\\s/]+${path}\\?token=[A-Za-z0-9_.-]+`).exec(message.text)?.[0] as string;
