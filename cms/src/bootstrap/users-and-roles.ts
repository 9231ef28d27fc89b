import type { Core } from '@strapi/strapi';

import { can, STAFF_ROLE_NAMES, STAFF_ROLES, type Right, type StaffRole } from '@journey-canvas/shared';

/** Staff roles are users-permissions roles whose `type` is the role's name (decision 045). */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  contributor: 'Writes and edits their own drafts, uploads images for them and submits them for review.',
  author: 'As a Contributor, and publishes, schedules, unpublishes, trashes and restores their own posts.',
  editor:
    'Everything on every post, including review decisions, redirects, reader messages and questions, tags, subscribers, the newsletter and the activity log.',
  administrator: 'Everything an Editor does, plus staff and Settings.',
};

/** Before decision 045; it becomes the Administrator role. */
const LEGACY_ADMIN_TYPE = 'blog-admin';

const SIGNED_OUT_STAFF_ACTIONS = ['api::staff.invitation.check', 'api::staff.invitation.accept', 'api::staff.sign-in.secondStep'];

/** users-permissions' other public routes (register, password reset, ...) stay closed: there are no reader accounts. */
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

  'api::newsletter.newsletter.confirm',
  'api::newsletter.newsletter.unsubscribe',
  'api::tag.tag.find',
  'api::tag.tag.findOne',
  'api::comment.comment.create',
  'api::comment.comment.find',
];

const adminPostActions = (actions: string[]) => actions.map((action) => `api::blog-post.admin-blog-post.${action}`);

/** The admin API's controller narrows post actions to a Contributor's or Author's own posts. */
const WRITING_ACTIONS = [
  ...adminPostActions(['me', 'find', 'findOne', 'locales', 'create', 'update', 'stats', 'preview']),
  ...['find', 'findOne', 'restore', 'autosave', 'findAutosave', 'discardAutosave'].map(
    (action) => `api::blog-post.admin-revision.${action}`,
  ),
  ...['upload', 'find', 'findOne'].map((action) => `plugin::upload.content-api.${action}`),
  'plugin::users-permissions.user.me',
  // The signed-out doors too, for a browser still holding a token.
  ...['password', 'twoFactor', 'twoFactorSetup', 'twoFactorConfirm', 'twoFactorDisable'].map(
    (action) => `api::staff.account.${action}`,
  ),
  ...SIGNED_OUT_STAFF_ACTIONS,
  'api::site-setting.site-setting.find',
  // Narrowed to a Contributor's or Author's own stories by the controller.
  ...['summary', 'story', 'searches', 'notFound'].map((action) => `api::analytics.analytics.${action}`),

  ...['find', 'findOne'].map((action) => `api::tag.admin-tag.${action}`),
  ...['find', 'findOne'].map((action) => `api::tag.tag.${action}`),
];

const PUBLISHING_ACTIONS = adminPostActions(['unpublish', 'delete', 'restore']);

/** The routes each right opens, granted to the roles the rights table gives it (decision 094). */
const RIGHT_ACTIONS: Record<Right, string[]> = {
  ownPosts: WRITING_ACTIONS,
  // Publish and schedule are writes, checked per role.
  publish: PUBLISHING_ACTIONS,
  review: adminPostActions(['sendBack']),
  everyPost: [
    ...['find', 'findOne', 'search', 'create', 'update', 'delete'].map((action) => `api::blog-post.blog-post.${action}`),
    'plugin::upload.content-api.destroy',
  ],
  redirects: ['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::redirect.admin-redirect.${action}`),
  readerMessages: ['find', 'findOne', 'delete'].map((action) => `api::contact-message.contact-message.${action}`),
  activity: ['api::activity.activity.find'],
  comments: ['find', 'findOne', 'update', 'delete'].map((action) => `api::comment.admin-comment.${action}`),
  tags: ['api::tag.admin-tag.update'],
  subscribers: [
    ...['find', 'findOne', 'delete'].map((action) => `api::newsletter-subscription.newsletter-subscription.${action}`),
    ...['subscribers', 'exportSubscribers', 'removeSubscriber'].map((action) => `api::newsletter.admin-newsletter.${action}`),
  ],
  newsletter: ['sends', 'sendDigest', 'settings', 'updateSettings'].map((action) => `api::newsletter.admin-newsletter.${action}`),
  staff: ['find', 'findOne', 'create', 'update', 'revokeSessions'].map((action) => `api::staff.admin-staff.${action}`),
  siteSettings: ['find', 'update'].map((action) => `api::site-setting.admin-site-setting.${action}`),
  moveIn: [
    ...['last', 'upload', 'run'].map((action) => `api::import.admin-import.${action}`),
    'api::import.admin-export.archive',
  ],
};

export const ROLE_ACTIONS = Object.fromEntries(
  STAFF_ROLES.map((role) => [
    role,
    (Object.entries(RIGHT_ACTIONS) as [Right, string[]][]).flatMap(([right, actions]) => (can(role, right) ? actions : [])),
  ]),
) as Record<StaffRole, string[]>;

/** users-permissions' defaults among these are replaced. */
const isOwnedByApp = (action: string) =>
  ['api::', 'plugin::upload.', 'plugin::users-permissions.'].some((prefix) => action.startsWith(prefix));

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** The Administrator role is the Blog Admin role renamed where one exists, so its accounts keep access. */
async function findOrCreateRole(strapi: Core.Strapi, type: StaffRole) {
  const role = { type, name: STAFF_ROLE_NAMES[type], description: STAFF_ROLE_DESCRIPTIONS[type] };
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (existing) return existing;
  const legacy = type === 'administrator' && (await strapi.db.query(ROLE_UID).findOne({ where: { type: LEGACY_ADMIN_TYPE } }));
  if (legacy) return strapi.db.query(ROLE_UID).update({ where: { id: legacy.id }, data: role });
  return strapi.db.query(ROLE_UID).create({ data: role });
}

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
