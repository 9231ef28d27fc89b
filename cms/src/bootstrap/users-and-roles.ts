import type { Core } from '@strapi/strapi';

import { STAFF_ROLE_NAMES, type StaffRole } from '@journey-canvas/shared';

/** The staff roles (decision 045): users-permissions roles whose `type` is the role's name. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  contributor: 'Writes and edits their own drafts, uploads images for them and submits them for review.',
  author: 'As a Contributor, and publishes, schedules, unpublishes, trashes and restores their own posts.',
  editor:
    'Everything on every post, including review decisions, redirects, reader messages and questions, tags, subscribers, the newsletter and the activity log.',
  administrator: 'Everything an Editor does, plus staff and Settings.',
};

/** The role every Blog Admin account had before decision 045; it becomes the Administrator role. */
const LEGACY_ADMIN_TYPE = 'blog-admin';

/** Open to anyone: an invitation link's page, and the second step of a sign-in. */
const SIGNED_OUT_STAFF_ACTIONS = ['api::staff.invitation.check', 'api::staff.invitation.accept', 'api::staff.sign-in.secondStep'];

/**
 * Readers read, write to the team and subscribe; the only account route is the editors' login.
 * users-permissions' other public routes (register, forgot and reset password, email confirmation,
 * third-party connect, token refresh) stay closed: the product has no reader accounts.
 */
const PUBLIC_ACTIONS = [
  'plugin::users-permissions.auth.callback',
  'api::blog-post.blog-post.find',
  'api::blog-post.blog-post.findOne',
  'api::blog-post.blog-post.search',
  'api::blog-post.blog-post.places',
  'api::blog-post.blog-post.reading',
  'api::blog-post.blog-post.sitemap',
  'api::site-address.site-address.lookup',
  'api::site-setting.site-setting.find',
  'api::contact-message.contact-message.create',
  'api::newsletter-subscription.newsletter-subscription.create',
  ...SIGNED_OUT_STAFF_ACTIONS,
  // The newsletter's links, tag pages, and reader questions (sent, and read once approved).
  'api::newsletter.newsletter.confirm',
  'api::newsletter.newsletter.unsubscribe',
  'api::tag.tag.find',
  'api::tag.tag.findOne',
  'api::comment.comment.create',
  'api::comment.comment.find',
];

const adminPostActions = (actions: string[]) => actions.map((action) => `api::blog-post.admin-blog-post.${action}`);

/**
 * Writing: a writer's own drafts (the admin API's controller narrows every post action to the
 * account's own posts for Contributors and Authors), their revisions and autosaves, images for them.
 */
const WRITING_ACTIONS = [
  ...adminPostActions(['me', 'find', 'findOne', 'create', 'update', 'stats', 'preview']),
  ...['find', 'findOne', 'restore', 'autosave', 'findAutosave', 'discardAutosave'].map(
    (action) => `api::blog-post.admin-revision.${action}`,
  ),
  ...['upload', 'find', 'findOne'].map((action) => `plugin::upload.content-api.${action}`),
  'plugin::users-permissions.user.me',
  // Each person's own password and two-step sign-in; the signed-out doors too, for a browser still holding a token.
  ...['password', 'twoFactor', 'twoFactorSetup', 'twoFactorConfirm', 'twoFactorDisable'].map(
    (action) => `api::staff.account.${action}`,
  ),
  ...SIGNED_OUT_STAFF_ACTIONS,
  'api::site-setting.site-setting.find',
  // Tags typed in the post form, with suggestions from the existing ones; REST reads them as readers do.
  ...['find', 'findOne'].map((action) => `api::tag.admin-tag.${action}`),
  ...['find', 'findOne'].map((action) => `api::tag.tag.${action}`),
];

/** Publishing one's own posts: unpublish, to the Trash and back (publish and schedule are writes, checked per role). */
const PUBLISHING_ACTIONS = adminPostActions(['unpublish', 'delete', 'restore']);

/** Editing every post and what surrounds them: review decisions, REST writes, redirects, reader messages, files, the log. */
const EDITING_ACTIONS = [
  ...adminPostActions(['sendBack']),
  ...['find', 'findOne', 'search', 'create', 'update', 'delete'].map((action) => `api::blog-post.blog-post.${action}`),
  ...['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::redirect.admin-redirect.${action}`),
  ...['find', 'findOne', 'delete'].map((action) => `api::contact-message.contact-message.${action}`),
  ...['find', 'findOne', 'delete'].map((action) => `api::newsletter-subscription.newsletter-subscription.${action}`),
  'plugin::upload.content-api.destroy',
  'api::activity.activity.find',
  // Readers' side (READER_RIGHTS): moderation, the tag list, subscribers and the newsletter.
  ...['find', 'findOne', 'update', 'delete'].map((action) => `api::comment.admin-comment.${action}`),
  'api::tag.admin-tag.update',
  ...['subscribers', 'exportSubscribers', 'removeSubscriber', 'sends', 'sendDigest', 'settings', 'updateSettings'].map(
    (action) => `api::newsletter.admin-newsletter.${action}`,
  ),
];

/** Staff and Settings: the Administrator's own. */
const ADMINISTRATION_ACTIONS: string[] = [
  ...['find', 'findOne', 'create', 'update', 'revokeSessions'].map((action) => `api::staff.admin-staff.${action}`),
  ...['find', 'update'].map((action) => `api::site-setting.admin-site-setting.${action}`),
];

/** Every role's actions, built from the pieces above; nothing else is granted to a staff role. */
export const ROLE_ACTIONS: Record<StaffRole, string[]> = {
  contributor: WRITING_ACTIONS,
  author: [...WRITING_ACTIONS, ...PUBLISHING_ACTIONS],
  editor: [...WRITING_ACTIONS, ...PUBLISHING_ACTIONS, ...EDITING_ACTIONS],
  administrator: [...WRITING_ACTIONS, ...PUBLISHING_ACTIONS, ...EDITING_ACTIONS, ...ADMINISTRATION_ACTIONS],
};

/** Actions this app decides for every role; users-permissions' defaults among them are replaced. */
const isOwnedByApp = (action: string) =>
  ['api::', 'plugin::upload.', 'plugin::users-permissions.'].some((prefix) => action.startsWith(prefix));

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * The staff role of this type, made when missing. The Administrator role is the Blog Admin role
 * renamed where one exists, so its accounts keep their access (decision 045).
 */
async function findOrCreateRole(strapi: Core.Strapi, type: StaffRole) {
  const role = { type, name: STAFF_ROLE_NAMES[type], description: STAFF_ROLE_DESCRIPTIONS[type] };
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (existing) return existing;
  const legacy = type === 'administrator' && (await strapi.db.query(ROLE_UID).findOne({ where: { type: LEGACY_ADMIN_TYPE } }));
  if (legacy) return strapi.db.query(ROLE_UID).update({ where: { id: legacy.id }, data: role });
  return strapi.db.query(ROLE_UID).create({ data: role });
}

/** Makes a role's app permissions exactly `actions`: adds the missing ones, removes any others. */
async function grantExactly(strapi: Core.Strapi, roleId: number, actions: string[]) {
  const current = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: roleId }, select: ['id', 'action'] });
  const have = new Set(current.map((permission) => permission.action));
  for (const action of actions.filter((action) => !have.has(action))) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
  const extra = current.filter((permission) => isOwnedByApp(permission.action) && !actions.includes(permission.action));
  if (extra.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: extra.map((permission) => permission.id) } } });
  }
}

async function disableRegistration(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}

async function seedApiAdmin(strapi: Core.Strapi, roleId: number, credentials: { email: string; password: string }) {
  const email = credentials.email.toLowerCase();
  const existing = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
  if (existing) return;
  await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password: credentials.password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: roleId,
  });
  strapi.log.info(`Seeded the publishing admin ${email}`);
}

/** Strapi's panel asks for a first administrator; create it from the same credentials instead. */
async function seedPanelAdmin(strapi: Core.Strapi, credentials: { email: string; password: string }) {
  const hasAdmin = await strapi.service('admin::user').exists();
  if (hasAdmin) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    email: credentials.email.toLowerCase(),
    firstname: 'Journey',
    lastname: 'Canvas',
    password: credentials.password,
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Seeded the Strapi panel administrator ${credentials.email}`);
}

/** Roles, permissions and the first accounts; safe to run on every start. */
export async function configureUsersAndRoles(strapi: Core.Strapi, credentials: { email: string; password: string }) {
  const publicRole = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } });
  const authenticatedRole = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'authenticated' } });
  await grantExactly(strapi, publicRole.id, PUBLIC_ACTIONS);
  await grantExactly(strapi, authenticatedRole.id, []);
  const roleIds = {} as Record<StaffRole, number>;
  for (const type of Object.keys(ROLE_ACTIONS) as StaffRole[]) {
    roleIds[type] = (await findOrCreateRole(strapi, type)).id;
    await grantExactly(strapi, roleIds[type], ROLE_ACTIONS[type]);
  }
  await disableRegistration(strapi);
  await seedApiAdmin(strapi, roleIds.administrator, credentials);
  await seedPanelAdmin(strapi, credentials);
}
