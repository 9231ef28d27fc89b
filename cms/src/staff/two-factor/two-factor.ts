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

/** Two-step sign-in for staff (decision 046). Refusals are 400s on the `code` (or `password`) field. */

export const twoFactorRequiredFor = (role: string | undefined) =>
  (environment().TWO_FACTOR_REQUIRED_ROLES as string[]).includes(role ?? '');

/** They may do nothing else first. */
export const mustSetUpTwoFactor = (user: StaffUser) => twoFactorRequiredFor(user.role?.type) && !user.totpEnabledAt;

const update = (strapi: Core.Strapi, user: StaffUser, data: Partial<StaffUser>) =>
  strapi.db.query(USER_UID).update({ where: { id: user.id }, data });

export const twoFactorState = (user: StaffUser) => ({
  enabled: Boolean(user.totpEnabledAt),
  required: twoFactorRequiredFor(user.role?.type),
  recoveryCodesLeft: user.totpEnabledAt ? (user.recoveryCodes ?? []).length : 0,
});

/** The secret is kept encrypted until a first code confirms it. */
export async function beginSetup(strapi: Core.Strapi, user: StaffUser) {
  if (user.totpEnabledAt) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await update(strapi, user, { totpPendingSecret: sealSecret(secret) });
  const otpauthUrl = otpauthUri(secret, user.email);
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/** The recovery codes are answered this once and kept hashed. */
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

/** A code of a step already accepted is a replay, refused; a recovery code is used up. */
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

/** Retries when another request changed the codes between read and write. */
const RECOVERY_CODE_TRIES = 5;

/** One conditional write, so of two requests with the same code only one succeeds. Answers the hashes left. */
async function useRecoveryCode(strapi: Core.Strapi, user: StaffUser, code: string): Promise<string[]> {
  for (let attempt = 0; attempt < RECOVERY_CODE_TRIES; attempt += 1) {
    const stored = (await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ['recoveryCodes'] })) as StaffUser;
    const codes = stored.recoveryCodes ?? [];
    const left = withoutCode(codes, code);
    if (!left) break;
    // PostgreSQL compares jsonb values, SQLite the text Strapi wrote with JSON.stringify.
    const { count } = await strapi.db.query(USER_UID).updateMany({
      where: { id: user.id, recoveryCodes: { $eq: JSON.stringify(codes) } },
      data: { recoveryCodes: left },
    });
    if (count === 1) return left;
  }
  throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
}

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
