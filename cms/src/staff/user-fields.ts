import type { Core } from '@strapi/strapi';

/**
 * What the staff features keep on each users-permissions account (decision 047): private
 * (never in an API answer), hidden in Strapi's panel, and not editable through the content manager.
 */
const PRIVATE = { private: true, configurable: false, searchable: false } as const;

export const STAFF_USER_ATTRIBUTES = {
  /** Tokens issued (`iat`) before this instant are refused: set by a password change, a suspension, a revocation. */
  sessionsValidFrom: { type: 'datetime', ...PRIVATE },
  /** The id of the one invitation link that still works; cleared once it is used, replaced by a new invitation. */
  invitationId: { type: 'string', ...PRIVATE },
  /** The TOTP secret, encrypted (AES-256-GCM under a key derived from ENCRYPTION_KEY); set once confirmed. */
  totpSecret: { type: 'text', ...PRIVATE },
  /** A secret being set up, encrypted, until its first code confirms it. */
  totpPendingSecret: { type: 'text', ...PRIVATE },
  totpEnabledAt: { type: 'datetime', ...PRIVATE },
  /** The last time step whose code was accepted: a code of that step or an earlier one is a replay. */
  totpLastStep: { type: 'integer', ...PRIVATE },
  /** SHA-256 hashes of the recovery codes not used yet. */
  recoveryCodes: { type: 'json', ...PRIVATE },
} as const;

interface UserContentType {
  schema: { attributes: Record<string, unknown>; config?: { attributes?: Record<string, unknown> } };
}

/** Adds the staff attributes to the users-permissions user, hidden from the panel's forms and lists. */
export function addStaffUserAttributes(plugin: Core.Plugin) {
  const user = (plugin.contentTypes as unknown as Record<string, UserContentType>).user!;
  Object.assign(user.schema.attributes, STAFF_USER_ATTRIBUTES);
  const config = (user.schema.config ??= {});
  config.attributes = {
    ...config.attributes,
    ...Object.fromEntries(Object.keys(STAFF_USER_ATTRIBUTES).map((name) => [name, { hidden: true }])),
  };
}

export const USER_UID = 'plugin::users-permissions.user';

/** An account as the staff modules read it: the users-permissions row with its role. */
export interface StaffUser {
  id: number;
  documentId: string;
  email: string;
  username: string;
  password?: string | null;
  confirmed: boolean | null;
  blocked: boolean | null;
  role?: { id: number; type: string } | null;
  sessionsValidFrom?: string | Date | null;
  invitationId?: string | null;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpEnabledAt?: string | Date | null;
  totpLastStep?: number | null;
  recoveryCodes?: string[] | null;
}

export const findStaffUser = (strapi: Core.Strapi, where: Record<string, unknown>) =>
  strapi.db.query(USER_UID).findOne({ where, populate: ['role'] }) as Promise<StaffUser | null>;
