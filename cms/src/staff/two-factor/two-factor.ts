import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import QRCode from 'qrcode';
import { STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { recordActivity } from '../../activity/record-activity';
import { environment } from '../../environment';
import { fieldError } from '../../validation';
import { USER_UID, type StaffUser } from '../user-fields';
import { newRecoveryCodes, withoutCode } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { codeStep, newTotpSecret, otpauthUri } from './totp';

/**
 * Two-step sign-in for staff (decision 046): setting it up, turning it off, and
 * checking the second step. Refusals are 400s on the `code` (or `password`) field.
 */

/** Whether TWO_FACTOR_REQUIRED_ROLES names this role. */
export const twoFactorRequiredFor = (role: string | undefined) =>
  (environment().TWO_FACTOR_REQUIRED_ROLES as string[]).includes(role ?? '');

/** Someone whose role requires two-step sign-in and who has not set it up: they may do nothing else first. */
export const mustSetUpTwoFactor = (user: StaffUser) => twoFactorRequiredFor(user.role?.type) && !user.totpEnabledAt;

const update = (strapi: Core.Strapi, user: StaffUser, data: Partial<StaffUser>) =>
  strapi.db.query(USER_UID).update({ where: { id: user.id }, data });

/** What the account page shows. */
export const twoFactorState = (user: StaffUser) => ({
  enabled: Boolean(user.totpEnabledAt),
  required: twoFactorRequiredFor(user.role?.type),
  recoveryCodesLeft: user.totpEnabledAt ? (user.recoveryCodes ?? []).length : 0,
});

/** A new secret, kept (encrypted) until a first code confirms it: the secret, its otpauth address and a QR code of it. */
export async function beginSetup(strapi: Core.Strapi, user: StaffUser) {
  if (user.totpEnabledAt) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await update(strapi, user, { totpPendingSecret: sealSecret(secret) });
  const otpauthUrl = otpauthUri(secret, user.email);
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/** The first code confirms the secret; the ten recovery codes are answered this once and kept hashed. */
export async function confirmSetup(strapi: Core.Strapi, user: StaffUser, code: string) {
  if (user.totpEnabledAt) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!user.totpPendingSecret) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.notStarted);
  const step = /^\d{6}$/.test(code) ? codeStep(openSecret(user.totpPendingSecret), code) : null;
  if (step === null) throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
  const { codes, hashes } = newRecoveryCodes();
  await strapi.db.transaction(async () => {
    await update(strapi, user, {
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
      recoveryCodes: hashes,
    });
    await recordActivity(strapi, { action: 'two-factor-on', detail: user.email });
  });
  return { recoveryCodes: codes };
}

/**
 * The second step: an authenticator code not used before (a code of a step already accepted is a
 * replay, refused), or a recovery code, which is then used up. Answers which it was.
 */
export async function checkSecondStep(strapi: Core.Strapi, user: StaffUser, code: string): Promise<'totp' | 'recovery'> {
  if (!user.totpSecret) throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
  if (/^\d{6}$/.test(code)) {
    const step = codeStep(openSecret(user.totpSecret), code);
    if (step === null) throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
    // One conditional write, so two requests with the same code cannot both pass.
    const { count } = await strapi.db.query(USER_UID).updateMany({
      where: { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      data: { totpLastStep: step },
    });
    if (count === 0) throw fieldError('code', TWO_FACTOR_MESSAGES.codeReplayed);
    return 'totp';
  }
  return strapi.db.transaction(async () => {
    const left = await useRecoveryCode(strapi, user, code);
    await recordActivity(strapi, { action: 'recovery-code', actor: user.email, detail: `${left.length} recovery codes left` });
    return 'recovery' as const;
  });
}

/** How often a recovery code is tried again when another request changed the codes between its read and its write. */
const RECOVERY_CODE_TRIES = 5;

/**
 * Uses up a recovery code in one conditional write (as an invitation is): the
 * codes are replaced only if they are still the ones read, so of two requests with the same code
 * one finds no match and reads again, without it. A request with another code that lost the race
 * reads again and succeeds. Answers the hashes left.
 */
async function useRecoveryCode(strapi: Core.Strapi, user: StaffUser, code: string): Promise<string[]> {
  for (let attempt = 0; attempt < RECOVERY_CODE_TRIES; attempt += 1) {
    const stored = (await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ['recoveryCodes'] })) as StaffUser;
    const codes = stored.recoveryCodes ?? [];
    const left = withoutCode(codes, code);
    if (!left) break;
    // JSON equality of the column: PostgreSQL compares the jsonb values, SQLite the text Strapi wrote (JSON.stringify).
    const { count } = await strapi.db.query(USER_UID).updateMany({
      where: { id: user.id, recoveryCodes: { $eq: JSON.stringify(codes) } },
      data: { recoveryCodes: left },
    });
    if (count === 1) return left;
  }
  throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
}

/** Turns it off, with a current code or the account's password as proof; not for a role that requires it. */
export async function disable(strapi: Core.Strapi, user: StaffUser, proof: { code?: string; password?: string }) {
  if (!user.totpEnabledAt) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.notOn);
  if (twoFactorRequiredFor(user.role?.type)) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.requiredCannotDisable);
  if (proof.code) await checkSecondStep(strapi, user, proof.code);
  else if (proof.password) {
    const users = strapi.plugin('users-permissions').service('user');
    if (!user.password || !(await users.validatePassword(proof.password, user.password)))
      throw fieldError('password', STAFF_MESSAGES.currentPasswordWrong);
  } else throw fieldError('code', TWO_FACTOR_MESSAGES.disableNeedsProof);
  await strapi.db.transaction(async () => {
    await update(strapi, user, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodes: null,
    });
    await recordActivity(strapi, { action: 'two-factor-off', detail: user.email });
  });
}
