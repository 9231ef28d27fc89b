import { hkdfSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { MAX_FAILED_LOGINS, STAFF_MESSAGES, STAFF_ROLES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { api, fieldErrors, listQuery, login, throwawayAddress } from '../support/api';

/** Staff management (decision 047): invitations, roles, suspension, sessions, passwords. */
const PASSWORD = 'A-long-new-password-1';
const tokenOf = (inviteUrl: string) => decodeURIComponent(new URL(inviteUrl.replace('#/', '')).searchParams.get('token')!);

describe('staff management', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login();
  });

  const invite = async (role = 'author', email = `person-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`) => {
    const response = await api('/api/admin/staff', { token: admin, body: { email, role } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { ...response.body, email };
  };

  /** An invited person who accepted: their id, email and a token. */
  async function colleague(role = 'author') {
    const invited = await invite(role);
    expect(
      (await api('/api/staff/invitations/accept', { body: { token: tokenOf(invited.inviteUrl), password: PASSWORD } })).status,
    ).toBe(200);
    return { id: invited.id as number, email: invited.email as string, token: await login(invited.email, PASSWORD) };
  }

  it('invites by email with a role: an invited person with a copyable link, who sets a password once and signs in', async () => {
    const invited = await invite('contributor');
    expect(invited).toMatchObject({
      email: invited.email,
      role: 'contributor',
      status: 'invited',
      twoFactor: false,
      emailed: false,
    });
    expect(invited.inviteUrl).toMatch(/^http:\/\/localhost:3999\/admin\/#\/accept-invitation\?token=/);
    const token = tokenOf(invited.inviteUrl);

    // No password yet: no sign-in.
    expect((await api('/api/auth/local', { body: { identifier: invited.email, password: PASSWORD } })).status).toBe(400);
    expect((await api('/api/staff/invitations/check', { body: { token } })).body).toEqual({
      email: invited.email,
      role: 'contributor',
    });

    const short = await api('/api/staff/invitations/accept', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(fieldErrors(short.body).password).toBe(STAFF_MESSAGES.passwordTooShort);

    const accepted = await api('/api/staff/invitations/accept', { body: { token, password: PASSWORD } });
    expect(accepted.status).toBe(200);
    const signedIn = await login(invited.email, PASSWORD);
    expect((await api('/api/admin/me', { token: signedIn })).body.role).toBe('contributor');

    const reused = await api('/api/staff/invitations/accept', { body: { token, password: 'Another-long-password-2' } });
    expect(reused.status).toBe(400);
    expect(fieldErrors(reused.body).token).toBe(STAFF_MESSAGES.invitationUsed);
    // The password the reused link tried was not set.
    expect(await login(invited.email, PASSWORD)).toBeTruthy();

    const list = await api(`/api/admin/staff${listQuery({ range: [0, 99] })}`, { token: admin });
    expect(list.headers.get('content-range')).toMatch(/^staff 0-\d+\/\d+$/);
    const row = list.body.find((member: any) => member.email === invited.email);
    expect(row).toEqual({
      id: invited.id,
      email: invited.email,
      username: invited.email,
      role: 'contributor',
      status: 'active',
      twoFactor: false,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/password|totp|invitation/i);
  });

  it('refuses forged, expired and replaced links, changing nothing', async () => {
    const invited = await invite();
    const token = tokenOf(invited.inviteUrl);
    const claims = jwt.decode(token) as Record<string, unknown>;
    const key = Buffer.from(hkdfSync('sha256', inject('jwtSecret'), '', 'journey-canvas invitation', 32));
    const expired = jwt.sign({ ...claims, iat: 1, exp: 2 }, key);
    const forged = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-key');
    const tampered = `${token.slice(0, -3)}abc`;
    for (const [bad, message] of [
      [expired, STAFF_MESSAGES.invitationExpired],
      [forged, STAFF_MESSAGES.invitationInvalid],
      [tampered, STAFF_MESSAGES.invitationInvalid],
      ['', STAFF_MESSAGES.invitationInvalid],
    ] as const) {
      const response = await api('/api/staff/invitations/accept', { body: { token: bad, password: PASSWORD } });
      expect(response.status, bad).toBe(400);
      expect(response.body.error.message, bad).toBe(message);
    }
    // Inviting again gives a new link; the first no longer works.
    const again = await invite('editor', invited.email);
    expect(again).toMatchObject({ id: invited.id, role: 'editor', status: 'invited' });
    const old = await api('/api/staff/invitations/accept', { body: { token, password: PASSWORD } });
    expect(old.body.error.message).toBe(STAFF_MESSAGES.invitationInvalid);
    expect((await api(`/api/admin/staff/${invited.id}`, { token: admin })).body.status).toBe('invited');
  });

  it('shows someone suspended before accepting as suspended, to reactivate or invite again with a working link', async () => {
    const invited = await invite();
    const suspended = await api(`/api/admin/staff/${invited.id}`, { method: 'PUT', token: admin, body: { status: 'suspended' } });
    expect(suspended.body.status).toBe('suspended');
    const link = await api('/api/staff/invitations/check', { body: { token: tokenOf(invited.inviteUrl) } });
    expect(link.body.error.message).toBe(STAFF_MESSAGES.invitationInvalid);

    const again = await invite('author', invited.email);
    expect(again).toMatchObject({ id: invited.id, status: 'invited' });
    const accepted = await api('/api/staff/invitations/accept', {
      body: { token: tokenOf(again.inviteUrl), password: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect(await login(invited.email, PASSWORD)).toBeTruthy();
  });

  it('refuses role names that do not exist, an email already on the staff, and bodies that are not objects', async () => {
    for (const role of ['owner', 'Administrator', 'authenticated', 'public', '', 7]) {
      const response = await api('/api/admin/staff', { token: admin, body: { email: 'new-person@example.com', role } });
      expect(response.status, String(role)).toBe(400);
      expect(fieldErrors(response.body).role).toBe(STAFF_MESSAGES.roleUnknown);
    }
    expect(STAFF_MESSAGES.roleUnknown).toContain(STAFF_ROLES.join(', '));
    const taken = await api('/api/admin/staff', { token: admin, body: { email: DEV_ADMIN.email.toUpperCase(), role: 'author' } });
    expect(fieldErrors(taken.body).email).toBe(STAFF_MESSAGES.emailTaken);
    const { id } = await colleague();
    const bad = await api(`/api/admin/staff/${id}`, { method: 'PUT', token: admin, body: { role: 'owner' } });
    expect(fieldErrors(bad.body).role).toBe(STAFF_MESSAGES.roleUnknown);
    expect((await api(`/api/admin/staff/${id}`, { method: 'PUT', token: admin, body: [] })).status).toBe(400);
    expect((await api(`/api/admin/staff/${id}`, { method: 'PUT', token: admin, body: { status: 'gone' } })).status).toBe(400);
    expect((await api(`/api/admin/staff/${id}`, { token: admin })).body.role).toBe('author');
    expect((await api('/api/admin/staff/999999', { token: admin })).status).toBe(404);
    expect((await api('/api/admin/staff/abc', { token: admin })).status).toBe(404);
  });

  it('changes a role, at once for the person’s next request', async () => {
    const person = await colleague('contributor');
    const changed = await api(`/api/admin/staff/${person.id}`, { method: 'PUT', token: admin, body: { role: 'editor' } });
    expect(changed.body).toMatchObject({ role: 'editor', status: 'active' });
    expect((await api('/api/admin/me', { token: person.token })).body.role).toBe('editor');
  });

  it('suspends (every session ended, no sign-in) and reactivates (old sessions stay ended)', async () => {
    const person = await colleague();
    const suspended = await api(`/api/admin/staff/${person.id}`, { method: 'PUT', token: admin, body: { status: 'suspended' } });
    expect(suspended.body.status).toBe('suspended');
    const ended = await api('/api/admin/me', { token: person.token });
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toBe(STAFF_MESSAGES.sessionEnded);
    // The right password is answered as a wrong one: a guesser learns nothing from a suspended account.
    const from = throwawayAddress();
    const right = await api('/api/auth/local', { body: { identifier: person.email, password: PASSWORD }, from });
    const wrong = await api('/api/auth/local', { body: { identifier: person.email, password: 'not-the-password' }, from });
    expect(right.status).toBe(400);
    expect(right.body).toEqual(wrong.body);
    const active = await api(`/api/admin/staff/${person.id}`, { method: 'PUT', token: admin, body: { status: 'active' } });
    expect(active.body.status).toBe('active');
    expect((await api('/api/admin/me', { token: person.token })).status).toBe(401);
    expect((await api('/api/admin/me', { token: await login(person.email, PASSWORD) })).status).toBe(200);
  });

  it('revokes someone’s sessions: their tokens are refused, a new sign-in works at once', async () => {
    const person = await colleague();
    const second = await login(person.email, PASSWORD);
    const revoked = await api(`/api/admin/staff/${person.id}/revoke-sessions`, { method: 'POST', token: admin });
    expect(revoked.status).toBe(200);
    for (const token of [person.token, second]) {
      const response = await api('/api/admin/blog-posts', { token });
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe(STAFF_MESSAGES.sessionEnded);
    }
    expect((await api('/api/admin/me', { token: await login(person.email, PASSWORD) })).status).toBe(200);
  });

  it('keeps the last active Administrator: not demoted, not suspended', async () => {
    const staff = (await api(`/api/admin/staff${listQuery({ range: [0, 99] })}`, { token: admin })).body;
    const otherAdmins = staff.filter(
      (member: any) => member.role === 'administrator' && member.status === 'active' && member.email !== DEV_ADMIN.email,
    );
    for (const other of otherAdmins)
      await api(`/api/admin/staff/${other.id}`, { method: 'PUT', token: admin, body: { role: 'editor' } });
    const me = staff.find((member: any) => member.email === DEV_ADMIN.email);
    for (const body of [{ role: 'editor' }, { status: 'suspended' }]) {
      const response = await api(`/api/admin/staff/${me.id}`, { method: 'PUT', token: admin, body });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(STAFF_MESSAGES.lastAdministrator);
    }
    expect((await api(`/api/admin/staff/${me.id}`, { token: admin })).body).toMatchObject({
      role: 'administrator',
      status: 'active',
    });
    // With a second Administrator, the first may step down.
    const second = await colleague('administrator');
    const down = await api(`/api/admin/staff/${me.id}`, { method: 'PUT', token: second.token, body: { role: 'editor' } });
    expect(down.body.role).toBe('editor');
    expect(
      (await api(`/api/admin/staff/${me.id}`, { method: 'PUT', token: second.token, body: { role: 'administrator' } })).body.role,
    ).toBe('administrator');
  });

  it('changes one’s own password with the current one, ending every other session', async () => {
    const person = await colleague();
    const other = await login(person.email, PASSWORD);
    const wrong = await api('/api/admin/account/password', {
      method: 'PUT',
      token: person.token,
      body: { currentPassword: 'not-it', password: 'A-brand-new-password-2' },
    });
    expect(fieldErrors(wrong.body).currentPassword).toBe(STAFF_MESSAGES.currentPasswordWrong);
    const same = await api('/api/admin/account/password', {
      method: 'PUT',
      token: person.token,
      body: { currentPassword: PASSWORD, password: PASSWORD },
    });
    expect(fieldErrors(same.body).password).toBe(STAFF_MESSAGES.passwordUnchanged);
    const changed = await api('/api/admin/account/password', {
      method: 'PUT',
      token: person.token,
      body: { currentPassword: PASSWORD, password: 'A-brand-new-password-2' },
    });
    expect(changed.status).toBe(200);
    expect((await api('/api/admin/me', { token: changed.body.jwt })).status).toBe(200);
    expect((await api('/api/admin/me', { token: other })).status).toBe(401);
    expect((await api('/api/admin/me', { token: person.token })).status).toBe(401);
    expect(await login(person.email, 'A-brand-new-password-2')).toBeTruthy();
  });

  it('throttles wrong current passwords and codes of a signed-in session per account, as sign-in is', async () => {
    const person = await colleague();
    const changePassword = (currentPassword: string, password = 'A-brand-new-password-2') =>
      // Each from an address of its own: the account's count holds whatever address the session is used from.
      api('/api/admin/account/password', {
        method: 'PUT',
        token: person.token,
        body: { currentPassword, password },
        from: throwawayAddress(),
      });
    // A new password the rules refuse is no guess of the current one.
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1)
      expect(fieldErrors((await changePassword(PASSWORD, PASSWORD)).body).password).toBe(STAFF_MESSAGES.passwordUnchanged);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 2; attempt += 1)
      expect(fieldErrors((await changePassword(`not-it-${attempt}`)).body).currentPassword).toBe(
        STAFF_MESSAGES.currentPasswordWrong,
      );
    // Turning two-step sign-in off asks for the same proof, and its wrong ones count with these.
    const disable = (body: object) =>
      api('/api/admin/account/two-factor/disable', { token: person.token, body, from: throwawayAddress() });
    const setup = await api('/api/admin/account/two-factor/setup', { token: person.token, body: {} });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    expect(
      (await api('/api/admin/account/two-factor/confirm', { token: person.token, body: { code: totp.generate() } })).status,
    ).toBe(200);
    expect(fieldErrors((await disable({ password: 'not-it-either' })).body).password).toBe(STAFF_MESSAGES.currentPasswordWrong);
    const wrongCode = String((Number(totp.generate({ timestamp: Date.now() + 120_000 })) + 1) % 1_000_000).padStart(6, '0');
    expect(fieldErrors((await disable({ code: wrongCode })).body).code).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    // The limit is reached: even the right password is refused for the cooling-off period, as at sign-in.
    for (const refused of [await changePassword(PASSWORD), await disable({ password: PASSWORD })]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe('Too many failed login attempts. Please wait before trying again.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect((await api('/api/admin/account/two-factor', { token: person.token })).body.enabled).toBe(true);
    // A guesser holding the session does not lock the owner out of signing in.
    expect(
      (await api('/api/auth/local', { body: { identifier: person.email, password: PASSWORD }, from: throwawayAddress() })).status,
    ).toBe(200);
  });

  it('records every staff event in the activity log', async () => {
    const person = await colleague();
    await api(`/api/admin/staff/${person.id}`, { method: 'PUT', token: admin, body: { role: 'editor' } });
    await api(`/api/admin/staff/${person.id}`, { method: 'PUT', token: admin, body: { status: 'suspended' } });
    await api(`/api/admin/staff/${person.id}`, { method: 'PUT', token: admin, body: { status: 'active' } });
    await api(`/api/admin/staff/${person.id}/revoke-sessions`, { method: 'POST', token: admin });
    const log = await api(`/api/admin/activity${listQuery({ range: [0, 99] })}`, { token: admin });
    const mine = log.body.filter((entry: any) => entry.detail?.includes(person.email) || entry.actor === person.email);
    expect(mine.map((entry: any) => entry.action)).toEqual(
      expect.arrayContaining([
        'staff-invite',
        'invitation-accept',
        'staff-role',
        'staff-suspend',
        'staff-reactivate',
        'sessions-revoke',
      ]),
    );
  });
});
