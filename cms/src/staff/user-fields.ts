import type { Core } from '@strapi/strapi';

/** Staff fields on each account (decision 047): never in an API answer, hidden in Strapi's panel. */
const PRIVATE = { private: true, configurable: false, searchable: false } as const;

export const STAFF_USER_ATTRIBUTES = {
  /** Tokens issued before this are refused. */
  sessionsValidFrom: { type: 'datetime', ...PRIVATE },
  invitationId: { type: 'string', ...PRIVATE },
  /** Encrypted with AES-256-GCM under a key derived from ENCRYPTION_KEY. */
  totpSecret: { type: 'text', ...PRIVATE },
  totpPendingSecret: { type: 'text', ...PRIVATE },
  totpEnabledAt: { type: 'datetime', ...PRIVATE },
  /** A code of this step or an earlier one is a replay. */
  totpLastStep: { type: 'integer', ...PRIVATE },
  /** SHA-256 hashes. */
  recoveryCodes: { type: 'json', ...PRIVATE },
} as const;

interface UserContentType {
  schema: { attributes: Record<string, unknown>; config?: { attributes?: Record<string, unknown> } };
}

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
