import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, ROLE_MESSAGES, STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { api, fieldErrors, listQuery, login, throwawayAddress } from '../support/api';
import { runSql } from '../support/database';

/**
 * Staff writes sent at the same moment, where the database's own locking decides: on
 * PostgreSQL each request runs in its own connection and transaction, so a check made by reading
 * first and writing after lets several through. Run on SQLite and PostgreSQL.
 */
const PASSWORD = 'A-long-new-password-1';

async function colleague(admin: string, role = 'author') {
  const email = `concurrent-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const invited = await api('/api/admin/staff', { token: admin, body: { email, role } });
  const token = decodeURIComponent(invited.body.inviteUrl.split('token=')[1]);
  expect((await api('/api/staff/invitations/accept', { body: { token, password: PASSWORD } })).status).toBe(200);
  return { id: invited.body.id as number, email, token: await login(email, PASSWORD) };
}

/** Two-step sign-in turned on for the holder of `token`: its recovery codes. */
async function turnOnTwoStep(token: string): Promise<string[]> {
  const setup = await api('/api/admin/account/two-factor/setup', { token, body: {} });
  const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const confirmed = await api('/api/admin/account/two-factor/confirm', { token, body: { code } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.recoveryCodes;
}

describe('a recovery code sent in parallel', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login();
  });

  /** The password step's challenge, and the second step sent with it, each from an address of its own. */
  const challengeFor = async (email: string) =>
    (await api('/api/auth/local', { body: { identifier: email, password: PASSWORD }, from: throwawayAddress() })).body
      .challenge as string;
  const secondStep = (challenge: string, code: string) =>
    // Each from an address of its own, so the login throttle (which counts per address) lets every one reach the code check.
    api('/api/auth/two-factor', { body: { challenge, code }, from: throwawayAddress() });

  it('signs in exactly once when the same code is sent eight times at once', async () => {
    const person = await colleague(admin);
    const [recovery] = await turnOnTwoStep(person.token);
    const challenge = await challengeFor(person.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => secondStep(challenge, recovery!)));

    const signedIn = answers.filter((answer) => answer.status === 200);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]!.body.jwt).toEqual(expect.any(String));
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      // A 429 only if the login throttle refused the attempt before the code was read; past five
      // wrong codes the challenge itself is dead (decision 089), a 400 on no field.
      expect([400, 429]).toContain(refused.status);
      if (refused.status === 400 && refused.body.error.message !== TWO_FACTOR_MESSAGES.challengeInvalid)
        expect(fieldErrors(refused.body).code).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    }
    const state = await api('/api/admin/account/two-factor', { token: person.token });
    expect(state.body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await secondStep(await challengeFor(person.email), recovery!)).status).toBe(400);
  });

  it('takes different codes sent at once, each once', async () => {
    const person = await colleague(admin);
    const codes = (await turnOnTwoStep(person.token)).slice(0, 4);
    const challenge = await challengeFor(person.email);
    const answers = await Promise.all(codes.map((code) => secondStep(challenge, code)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const state = await api('/api/admin/account/two-factor', { token: person.token });
    expect(state.body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - codes.length);
  });
});

describe('Administrators changing each other at once', () => {
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    admin = await login();
  });

  const staff = async (token: string) =>
    (await api(`/api/admin/staff${listQuery({ range: [0, 99] })}`, { token })).body as {
      id: number;
      email: string;
      role: string;
      status: string;
    }[];
  const setRole = (token: string, id: number, role: string) =>
    api(`/api/admin/staff/${id}`, { method: 'PUT', token, body: { role } });

  it('keeps one Administrator when the last two demote each other, and never answers 500', async () => {
    // Only the development Administrator stays one, as staff.test.ts leaves it; then a second.
    const everyone = await staff(admin);
    adminId = everyone.find((member) => member.email === DEV_ADMIN.email)!.id;
    for (const other of everyone.filter((member) => member.role === 'administrator' && member.id !== adminId))
      expect((await setRole(admin, other.id, 'editor')).status).toBe(200);
    for (let round = 0; round < 5; round += 1) {
      const second = await colleague(admin, 'administrator');
      const answers = await Promise.all([setRole(admin, second.id, 'editor'), setRole(second.token, adminId, 'editor')]);
      const [kept, refused] = [...answers].sort((a, b) => a.status - b.status);
      expect(kept!.status, JSON.stringify(answers.map((answer) => answer.body))).toBe(200);
      // Refused by the rule, or, when the other change was through first, because its sender is no Administrator any more.
      if (refused!.status === 403) expect(refused!.body.error.message).toBe(ROLE_MESSAGES.roleForbidden);
      else {
        expect(refused!.status).toBe(400);
        expect(refused!.body.error.message).toBe(STAFF_MESSAGES.lastAdministrator);
      }
      const administrators = (await staff(answers[0]!.status === 200 ? admin : second.token)).filter(
        (member) => member.role === 'administrator' && member.status === 'active',
      );
      expect(administrators).toHaveLength(1);
      // The development Administrator back as the only one, for the next round and the other files.
      if (administrators[0]!.id !== adminId) {
        expect((await setRole(second.token, adminId, 'administrator')).status).toBe(200);
        expect((await setRole(admin, second.id, 'editor')).status).toBe(200);
      }
    }
  });

  it('lets several Administrators change one another at once, each change kept or refused, none a 500', async () => {
    const admins = await Promise.all(Array.from({ length: 4 }, () => colleague(admin, 'administrator')));
    // Each demotes the next and promotes it again, all at once.
    const answers = await Promise.all(
      admins.flatMap((by, index) => {
        const target = admins[(index + 1) % admins.length]!;
        return [setRole(by.token, target.id, 'editor'), setRole(admin, target.id, 'author')];
      }),
    );
    for (const answer of answers) expect([200, 400, 403, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    // Each account keeps exactly one role.
    const links = await runSql<{ user_id: number; n: number | string }>(
      inject('database'),
      'SELECT user_id, COUNT(*) AS n FROM up_users_role_lnk GROUP BY user_id HAVING COUNT(*) <> 1',
    );
    expect(links).toEqual([]);
    expect((await staff(admin)).some((member) => member.id === adminId && member.role === 'administrator')).toBe(true);
  });
});
