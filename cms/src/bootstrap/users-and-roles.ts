import type { Core } from '@strapi/strapi';

/** The users-permissions role of the people who use the react-admin publishing area. */
export const ADMIN_ROLE = {
  type: 'blog-admin',
  name: 'Blog Admin',
  description:
    'Editors of Journey Canvas: write, preview, schedule, publish, unpublish, trash and restore posts, read and restore their revisions, autosave their unsaved work, manage uploads and reader messages.',
} as const;

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
  'api::site-address.site-address.lookup',
  'api::contact-message.contact-message.create',
  'api::newsletter-subscription.newsletter-subscription.create',
];

/** Everything the Blog Admin role may do; nothing else is granted to it. */
export const ADMIN_ACTIONS = [
  ...['find', 'findOne', 'create', 'update', 'delete', 'stats', 'preview', 'unpublish', 'restore'].map(
    (action) => `api::blog-post.admin-blog-post.${action}`,
  ),
  ...['find', 'findOne', 'search', 'create', 'update', 'delete'].map((action) => `api::blog-post.blog-post.${action}`),
  ...['find', 'findOne', 'restore', 'autosave', 'findAutosave', 'discardAutosave'].map(
    (action) => `api::blog-post.admin-revision.${action}`,
  ),
  ...['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::redirect.admin-redirect.${action}`),
  ...['find', 'findOne', 'delete'].map((action) => `api::contact-message.contact-message.${action}`),
  ...['find', 'findOne', 'delete'].map((action) => `api::newsletter-subscription.newsletter-subscription.${action}`),
  ...['upload', 'find', 'findOne', 'destroy'].map((action) => `plugin::upload.content-api.${action}`),
  'plugin::users-permissions.user.me',
  'api::activity.activity.find',
];

/** Actions this app decides for every role; users-permissions' defaults among them are replaced. */
const isOwnedByApp = (action: string) =>
  ['api::', 'plugin::upload.', 'plugin::users-permissions.'].some((prefix) => action.startsWith(prefix));

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

async function findOrCreateRole(strapi: Core.Strapi, role: { type: string; name: string; description: string }) {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type: role.type } });
  return existing ?? strapi.db.query(ROLE_UID).create({ data: role });
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
  const adminRole = await findOrCreateRole(strapi, ADMIN_ROLE);

  await grantExactly(strapi, publicRole.id, PUBLIC_ACTIONS);
  await grantExactly(strapi, authenticatedRole.id, []);
  await grantExactly(strapi, adminRole.id, ADMIN_ACTIONS);
  await disableRegistration(strapi);
  await seedApiAdmin(strapi, adminRole.id, credentials);
  await seedPanelAdmin(strapi, credentials);
}
