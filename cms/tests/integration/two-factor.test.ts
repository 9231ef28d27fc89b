import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { MAX_FAILED_LOGINS, RECOVERY_CODE_COUNT, STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { startMailCatcher, type MailCatcher } from '@journey-canvas/testing/mail-catcher';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import { api, callFrom, fieldErrors, listQuery, login, throwawayAddress } from '../support/api';
import { runSql } from '../support/database';

/** Two-step sign-in (decision 046), with codes made as an authenticator app makes them. */
const PASSWORD = 'A-long-new-password-1';
const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
/**
 * Sign-ins here come from a loopback address of this file's own: the wrong codes they send count
 * toward the login throttle of that address, never of the other tests' 127.0.0.1.
 */
const SIGN_IN_FROM = throwawayAddress();
const passwordStep = (email: string, password = PASSWORD, from = SIGN_IN_FROM) =>
  api('/api/auth/local', { body: { identifier: email, password }, from });
const secondStep = (challenge: string, typed: string, from = SIGN_IN_FROM) =>
  api('/api/auth/two-factor', { body: { challenge, code: typed }, from });

async function colleague(admin: string, role = 'author') {
  const email = `two-step-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const invited = await api('/api/admin/staff', { token: admin, body: { email, role } });
  const token = decodeURIComponent(invited.body.inviteUrl.split('token=')[1]);
  expect((await api('/api/staff/invitations/accept', { body: { token, password: PASSWORD } })).status).toBe(200);
  return { id: invited.body.id as number, email, token: await login(email, PASSWORD) };
}

/** Sets up two-step sign-in for the holder of `token`: its secret and recovery codes. */
async function turnOn(token: string) {
  const setup = await api('/api/admin/account/two-factor/setup', { token, body: {} });
  expect(setup.status).toBe(200);
  const confirmedWith = code(setup.body.secret);
  const confirmed = await api('/api/admin/account/two-factor/confirm', { token, body: { code: confirmedWith } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...setup.body, confirmedWith, recoveryCodes: confirmed.body.recoveryCodes as string[] } as {
    secret: string;
    otpauthUrl: string;
    qrCode: string;
    /** The code that confirmed the setup, so used. */
    confirmedWith: string;
    recoveryCodes: string[];
  };
}

describe('two-step sign-in', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login();
  });

  it('is set up with a QR code and a first code, gives ten recovery codes once, and never shows the secret again', async () => {
    const person = await colleague(admin);
    const setup = await api('/api/admin/account/two-factor/setup', { token: person.token, body: {} });
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain(`otpauth://totp/Journey%20Canvas:${encodeURIComponent(person.email)}?`);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await api('/api/admin/account/two-factor/confirm', { token: person.token, body: { code: '000000' } });
    expect(fieldErrors(wrong.body).code).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    const confirmed = await api('/api/admin/account/two-factor/confirm', {
      token: person.token,
      body: { code: code(setup.body.secret) },
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const state = await api('/api/admin/account/two-factor', { token: person.token });
    expect(state.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await api('/api/admin/account/two-factor/setup', { token: person.token, body: {} })).body.error.message).toBe(
      TWO_FACTOR_MESSAGES.alreadyOn,
    );
    const me = await api('/api/users/me', { token: person.token });
    expect(JSON.stringify(me.body)).not.toMatch(/totp|recovery|secret/i);
    const staff = await api(`/api/admin/staff${listQuery({ range: [0, 99] })}`, { token: admin });
    expect(staff.body.find((member: any) => member.id === person.id).twoFactor).toBe(true);
  });

  it('asks for a code after the password, refuses a code replayed within its window, and counts a recovery code once', async () => {
    const person = await colleague(admin);
    const { secret, confirmedWith, recoveryCodes } = await turnOn(person.token);
    const first = await passwordStep(person.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });

    // The code that confirmed the setup was used: the same step again is a replay (even in the next 30 s window).
    const replayed = await secondStep(first.body.challenge, confirmedWith);
    expect(replayed.status).toBe(400);
    expect(fieldErrors(replayed.body).code).toBe(TWO_FACTOR_MESSAGES.codeReplayed);
    const next = code(secret, 1);
    const signedIn = await secondStep(first.body.challenge, next);
    expect(signedIn.status).toBe(200);
    expect((await api('/api/admin/me', { token: signedIn.body.jwt })).status).toBe(200);
    expect(fieldErrors((await secondStep(first.body.challenge, next)).body).code).toBe(TWO_FACTOR_MESSAGES.codeReplayed);

    const recovery = recoveryCodes[3]!;
    const again = await passwordStep(person.email);
    const withRecovery = await secondStep(again.body.challenge, recovery.toUpperCase());
    expect(withRecovery.status).toBe(200);
    expect(fieldErrors((await secondStep(again.body.challenge, recovery)).body).code).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    expect((await api('/api/admin/account/two-factor', { token: withRecovery.body.jwt })).body.recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 1,
    );

    for (const challenge of ['', 'not-a-challenge', `${again.body.challenge}x`]) {
      const response = await secondStep(challenge, next);
      expect(response.status).toBe(400);
    }
    const log = await api(`/api/admin/activity${listQuery({ filter: { actor: person.email }, range: [0, 49] })}`, {
      token: admin,
    });
    expect(log.body.map((entry: any) => entry.action)).toEqual(
      expect.arrayContaining(['recovery-code', 'sign-in', 'failed-sign-in']),
    );
  });

  it('says so, with a 400, when its key was sealed under another ENCRYPTION_KEY, and takes a recovery code', async () => {
    const person = await colleague(admin);
    const { secret, recoveryCodes } = await turnOn(person.token);
    // As after a backup restored onto a server with an ENCRYPTION_KEY of its own.
    const [, iv, tag, data] = (
      await runSql<{ totp_secret: string }>(inject('database'), 'SELECT totp_secret FROM up_users WHERE id = ?', [person.id])
    )[0]!.totp_secret.split('.');
    const otherKey = ['v1', iv, tag, `${data!.slice(0, -2)}AA`].join('.');
    await runSql(inject('database'), 'UPDATE up_users SET totp_secret = ? WHERE id = ?', [otherKey, person.id]);
    const step = await passwordStep(person.email);
    const refused = await secondStep(step.body.challenge, code(secret, 1));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body).code).toBe(TWO_FACTOR_MESSAGES.secretUnreadable);
    expect((await secondStep(step.body.challenge, recoveryCodes[0]!)).status).toBe(200);
  });

  it('counts wrong codes toward the login lockout', async () => {
    const person = await colleague(admin);
    await turnOn(person.token);
    // An account and an address of the test's own: the lock holds up no other test.
    const from = throwawayAddress();
    const { challenge } = (await passwordStep(person.email, PASSWORD, from)).body;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await secondStep(challenge, '123456', from)).status).toBe(400);
    // Locked at once (the test server cools off after 10 s): a right password does not clear failures of the second step.
    expect((await passwordStep(person.email, PASSWORD, from)).status).toBe(429);
    expect((await secondStep(challenge, '123456', from)).status).toBe(429);
  });

  it('turns off with a current code or the password, and ends with a password change', async () => {
    const person = await colleague(admin);
    const { secret } = await turnOn(person.token);
    const proofless = await api('/api/admin/account/two-factor/disable', { token: person.token, body: {} });
    expect(proofless.status).toBe(400);
    const wrong = await api('/api/admin/account/two-factor/disable', { token: person.token, body: { password: 'not-it' } });
    expect(fieldErrors(wrong.body).password).toBe(STAFF_MESSAGES.currentPasswordWrong);
    const off = await api('/api/admin/account/two-factor/disable', { token: person.token, body: { code: code(secret, 1) } });
    expect(off.body).toMatchObject({ enabled: false });
    expect((await passwordStep(person.email)).body.jwt).toEqual(expect.any(String));
    const log = await api(`/api/admin/activity${listQuery({ filter: { action: 'two-factor-off' }, range: [0, 9] })}`, {
      token: admin,
    });
    expect(log.body[0].detail).toBe(person.email);

    // A challenge dies with the password it was earned with.
    const { secret: again } = await turnOn(person.token);
    const { challenge } = (await passwordStep(person.email)).body;
    await api('/api/admin/account/password', {
      method: 'PUT',
      token: person.token,
      body: { currentPassword: PASSWORD, password: 'Another-long-password-2' },
    });
    expect((await secondStep(challenge, code(again, 1))).body.error.message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
  });
});

/**
 * A CMS of its own for what the shared one cannot show: two-step sign-in required of Administrators
 * and Editors, a cooling-off short enough (2 s) to wait out, and mail to a local catcher.
 */
const COOLDOWN_SECONDS = 2;
let database: ScratchDatabaseHandle;
let cms: RunningStrapi;
let mail: MailCatcher;
/** The seeded Administrator's authenticator secret, once its set-up below is done. */
let adminSecret: string;
const call = async (path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${cms.url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

beforeAll(async () => {
  database = await scratchDatabase();
  mail = await startMailCatcher();
  cms = await startStrapi({
    ...database.env,
    SMTP_URL: mail.url,
    SEED_DEMO_CONTENT: 'false',
    TWO_FACTOR_REQUIRED_ROLES: 'administrator, editor',
    LOGIN_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS),
  });
}, 120_000);
afterAll(async () => {
  await cms?.stop();
  await mail?.stop();
  await database?.drop();
});

// First, while the seeded Administrator may still sign in with a password alone.
describe('admin authentication', () => {
  it('lets the right password in again after the cooling-off period', async () => {
    const from = throwawayAddress();
    const signIn = (password: string) =>
      callFrom(`${cms.url}/api/auth/local`, from, { body: { identifier: DEV_ADMIN.email, password } });
    // Sent together, so all are counted within the short cooling-off however busy the machine:
    // five failures, and the sixth try is refused by the lock they set.
    const guesses = await Promise.all(Array.from({ length: MAX_FAILED_LOGINS + 1 }, (_, i) => signIn(`wrong-${i}`)));
    expect(guesses.map((guess) => guess.status).sort()).toEqual([400, 400, 400, 400, 400, 429]);
    const refusedAt = Date.now();
    const retryAfter = Number(guesses.find((guess) => guess.status === 429)!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(COOLDOWN_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, refusedAt + retryAfter * 1000 + 100 - Date.now()));
    const signedIn = await signIn(DEV_ADMIN.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.jwt).toEqual(expect.any(String));
  });
});

describe('two-step sign-in required for a role (TWO_FACTOR_REQUIRED_ROLES)', () => {
  it('lets an Administrator without it do nothing but set it up, then asks for a code at every sign-in', async () => {
    const { jwt } = (await call('/api/auth/local', { body: { identifier: DEV_ADMIN.email, password: DEV_ADMIN.password } })).body;
    const refused = await call('/api/admin/blog-posts', { token: jwt });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(TWO_FACTOR_MESSAGES.required);
    expect((await call('/api/admin/staff', { token: jwt })).status).toBe(403);
    expect((await call('/api/admin/me', { token: jwt })).status).toBe(200);
    expect((await call('/api/admin/account/two-factor', { token: jwt })).body).toMatchObject({ enabled: false, required: true });

    const setup = await call('/api/admin/account/two-factor/setup', { token: jwt, body: {} });
    expect(
      (await call('/api/admin/account/two-factor/confirm', { token: jwt, body: { code: code(setup.body.secret) } })).status,
    ).toBe(200);
    adminSecret = setup.body.secret;
    expect((await call('/api/admin/blog-posts', { token: jwt })).status).toBe(200);
    const off = await call('/api/admin/account/two-factor/disable', { token: jwt, body: { password: DEV_ADMIN.password } });
    expect(off.body.error.message).toBe(TWO_FACTOR_MESSAGES.requiredCannotDisable);
    const signIn = await call('/api/auth/local', { body: { identifier: DEV_ADMIN.email, password: DEV_ADMIN.password } });
    expect(signIn.body.jwt).toBeUndefined();
    expect(signIn.body.twoFactorRequired).toBe(true);
  });
});

describe('two-step codes guessed from many addresses', () => {
  it('kill a challenge after five wrong codes, lock the account after ten, and tell its owner once', async () => {
    const challenge = async () =>
      (await call('/api/auth/local', { body: { identifier: DEV_ADMIN.email, password: DEV_ADMIN.password } })).body
        .challenge as string;
    // Each guess from an address of its own: the login throttle's per-address counts never meet.
    const guess = (from: string, typed: string) =>
      callFrom(`${cms.url}/api/auth/two-factor`, throwawayAddress(), { body: { challenge: from, code: typed } });
    const right = new Set([-1, 0, 1].map((offset) => code(adminSecret, offset)));
    const wrongCodes = Array.from({ length: 20 }, (_, i) => String(100000 + i * 37)).filter((typed) => !right.has(typed));

    const first = await challenge();
    for (const typed of wrongCodes.slice(0, MAX_FAILED_LOGINS)) expect((await guess(first, typed)).status).toBe(400);
    const dead = await guess(first, code(adminSecret, 1));
    expect(dead.status).toBe(400);
    expect(dead.body.error.message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);

    // Asked for within the same second as the first: still a challenge of its own.
    const second = await challenge();
    expect(second).not.toBe(first);
    for (const typed of wrongCodes.slice(MAX_FAILED_LOGINS, 2 * MAX_FAILED_LOGINS))
      expect((await guess(second, typed)).status).toBe(400);
    const refusedAt = Date.now();
    // Ten wrong codes for the account, from ten addresses: the right code is refused too, until the cooling-off ends.
    expect((await guess(second, code(adminSecret, 1))).status).toBe(429);
    expect((await guess(second, code(adminSecret, 1))).status).toBe(429);

    const warning = await mail.waitFor((message) => message.to.includes(DEV_ADMIN.email));
    expect(warning.subject).toBe('Someone is guessing your Journey Canvas sign-in codes');
    expect(warning.text).toContain('change your password');
    expect(mail.messages.filter((message) => message.to.includes(DEV_ADMIN.email))).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, refusedAt + COOLDOWN_SECONDS * 1000 + 200 - Date.now()));
    const signedIn = await guess(await challenge(), code(adminSecret, 1));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const activity = await call(`/api/admin/activity${listQuery({ filter: { action: 'two-factor-guessing' } })}`, {
      token: signedIn.body.jwt,
    });
    expect(activity.body).toEqual([
      expect.objectContaining({
        actor: DEV_ADMIN.email,
        action: 'two-factor-guessing',
        detail: expect.stringContaining('paused'),
      }),
    ]);
  });
});
