import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';
import { STAFF_ROLES, type StaffRole } from './roles';
import { emailField } from './schemas/email';

/** Staff management and sign-in security: shapes and words shared by the CMS (which holds every rule) and the admin. */

/** `invited`: has a link, no password yet; `active`: signs in; `suspended`: blocked, every session ended. */
export const STAFF_STATUSES = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export interface StaffMember {
  id: number;
  email: string;
  username: string;
  role: StaffRole;
  status: StaffStatus;
  twoFactor: boolean;
}

export const INVITATION_TTL_DAYS = 7;
/** The production seed asks the same of the first admin's password. */
export const PASSWORD_MIN_LENGTH = 12;
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

export const STAFF_MESSAGES = {
  roleUnknown: `The role must be one of ${STAFF_ROLES.join(', ')}`,
  statusUnknown: 'The status must be active or suspended',
  emailTaken: 'Someone on the staff already signs in with this email',
  changeRequired: 'Send a role or a status to change',
  notFound: 'Staff member not found',
  lastAdministrator: 'At least one active Administrator must remain: make someone else an Administrator first',
  staffRoleKept: "The staff roles cannot be deleted: change a person's role under Settings › Staff in the admin instead",
  invitedNoSessions: 'This person has not accepted their invitation yet, so they have no sessions',
  invitationInvalid: 'This invitation link is not valid. Ask an Administrator for a new one.',
  invitationExpired: 'This invitation link has expired. Ask an Administrator for a new one.',
  invitationUsed: 'This invitation has already been used. Sign in with your password, or ask an Administrator for a new link.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The password must be ${PASSWORD_MAX_LENGTH} characters or less`,
  passwordRequired: 'Please enter a password',
  currentPasswordWrong: 'The current password is not right',
  passwordUnchanged: 'The new password must be different from the current one',
  passwordsDiffer: 'The two passwords are not the same',
  sessionEnded: 'Your session has ended. Please sign in again.',
  changedMeanwhile: 'Someone else changed the staff at the same moment. Please try again.',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeReplayed: 'That code has already been used. Wait for the next one.',
  challengeInvalid: 'Your sign-in took too long. Please sign in again.',
  notStarted: 'Start setting up two-step sign-in first',
  alreadyOn: 'Two-step sign-in is already on',
  notOn: 'Two-step sign-in is not on',
  disableNeedsProof: 'Enter a current code or your password to turn two-step sign-in off',
  required: 'Your role requires two-step sign-in: set it up under Account before you continue',
  requiredCannotDisable: 'Your role requires two-step sign-in, so it cannot be turned off',
  secretUnreadable:
    'This server cannot read your authenticator’s key (its ENCRYPTION_KEY is not the one it was set up with): use a recovery code',
} as const;

export const passwordField = z
  .string({ error: STAFF_MESSAGES.passwordRequired })
  .min(1, { error: STAFF_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: STAFF_MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: STAFF_MESSAGES.passwordTooLong });

export const staffRoleField = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleUnknown });

/** `POST /api/admin/staff`. */
export const invitationSchema = z.object({
  email: emailField(EMAIL_MAX_LENGTH, `The email must be ${EMAIL_MAX_LENGTH} characters or less`),
  role: staffRoleField,
});

/** `PUT /api/admin/staff/:id`: a role, a status, or both. */
export const staffChangeSchema = z
  .object({
    role: staffRoleField.optional(),
    status: z.enum(['active', 'suspended'], { error: STAFF_MESSAGES.statusUnknown }).optional(),
  })
  .refine((change) => change.role !== undefined || change.status !== undefined, { error: STAFF_MESSAGES.changeRequired });

/** `POST /api/staff/invitations/accept`. */
export const acceptInvitationSchema = z.object({
  token: z.string({ error: STAFF_MESSAGES.invitationInvalid }).min(1, { error: STAFF_MESSAGES.invitationInvalid }),
  password: passwordField,
});

/** `PUT /api/admin/account/password`. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: STAFF_MESSAGES.passwordRequired }).min(1, { error: STAFF_MESSAGES.passwordRequired }),
    password: passwordField,
  })
  .refine((change) => change.currentPassword !== change.password, {
    error: STAFF_MESSAGES.passwordUnchanged,
    path: ['password'],
  });

export const normalizedCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Recovery codes are shown as `abcde-12345`. */
export const twoFactorCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform(normalizedCode)
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, { error: TWO_FACTOR_MESSAGES.codeRequired }));

/** `POST /api/auth/two-factor`. */
export const twoFactorSignInSchema = z.object({
  challenge: z.string({ error: TWO_FACTOR_MESSAGES.challengeInvalid }).min(1, { error: TWO_FACTOR_MESSAGES.challengeInvalid }),
  code: twoFactorCodeField,
});

/** `POST /api/auth/local`'s answer, instead of a token, when two-step sign-in is on. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

/** An unknown name stops the CMS, so a typo cannot silently require nothing. */
export function parseRequiredRoles(value: string | undefined): StaffRole[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(STAFF_ROLES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown role ${unknown.join(', ')}: use ${STAFF_ROLES.join(', ')}`);
  return [...new Set(names)] as StaffRole[];
}
