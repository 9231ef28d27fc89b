/** `/api/admin/staff` in ra-data-simple-rest's dialect: the staff, invitations, roles, suspensions, sessions (Administrators). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { invitationSchema, STAFF_MESSAGES, STAFF_ROLES, staffChangeSchema, type StaffRole } from '@journey-canvas/shared';
import { recordActivity } from '../../../activity/record-activity';
import { mailInvitation } from '../../../staff/invitation-mail';
import { invite } from '../../../staff/invitations';
import { endSessions } from '../../../staff/sessions';
import { lockAccounts } from '../../../staff/account-rules';
import { staffStatus, toStaffMember } from '../../../staff/staff-records';
import { findStaffUser, USER_UID, type StaffUser } from '../../../staff/user-fields';
import { changeContext } from '../../../change-context';
import { retryOnCollision } from '../../../database/collisions';
import { parseBody } from '../../../validation';
import { contentRange, parseJson, parseRange } from '../../../admin-api/list-params';

const SORTABLE = new Set(['email', 'username', 'createdAt']);

function parseSort(raw: unknown) {
  const value = parseJson('sort', raw) ?? ['email', 'ASC'];
  const [field, order] = Array.isArray(value) ? value : [];
  if (typeof field !== 'string' || !SORTABLE.has(field))
    throw new errors.ValidationError('Staff sort by email, username or createdAt');
  if (order !== 'ASC' && order !== 'DESC') throw new errors.ValidationError('Sort order must be ASC or DESC');
  return { [field]: order === 'ASC' ? 'asc' : 'desc' };
}

const STAFF_WHERE = { role: { type: { $in: [...STAFF_ROLES] } } };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function member(ctx: Context): Promise<StaffUser> {
    const id = /^[1-9]\d{0,9}$/.test(ctx.params.id) ? Number(ctx.params.id) : NaN;
    const user = Number.isNaN(id) ? null : await findStaffUser(strapi, { id, ...STAFF_WHERE });
    if (!user) throw new errors.NotFoundError(STAFF_MESSAGES.notFound);
    return user;
  }

  const reread = async (user: StaffUser) => toStaffMember((await findStaffUser(strapi, { id: user.id }))!);

  return {
    async find(ctx: Context) {
      const range = parseRange(ctx.query.range) ?? { start: 0, limit: 100 };
      const orderBy = parseSort(ctx.query.sort);
      const [rows, total] = await Promise.all([
        strapi.db.query(USER_UID).findMany({
          where: STAFF_WHERE,
          populate: ['role'],
          orderBy: [orderBy, { id: 'asc' }],
          offset: range.start,
          limit: range.limit,
        }),
        strapi.db.query(USER_UID).count({ where: STAFF_WHERE }),
      ]);
      ctx.set('Content-Range', contentRange(range, rows.length, total, 'staff'));
      ctx.body = (rows as StaffUser[]).map(toStaffMember);
    },

    async findOne(ctx: Context) {
      ctx.body = toStaffMember(await member(ctx));
    },

    /** The answer always carries the link, for copying; it is e-mailed too when mail is configured. */
    async create(ctx: Context) {
      const { email, role } = parseBody(invitationSchema, ctx.request.body);
      const { user, inviteUrl } = await invite(strapi, { email, role });
      const emailed = await mailInvitation(strapi, { to: user.email, role, inviteUrl, invitedBy: changeContext().actor });
      ctx.status = 201;
      ctx.body = { ...toStaffMember(user), inviteUrl, emailed };
    },

    async update(ctx: Context) {
      const user = await member(ctx);
      const change = parseBody(staffChangeSchema, ctx.request.body);
      const roleIdOf = async (role: StaffRole) =>
        (
          (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role }, select: ['id'] })) as {
            id: number;
          }
        ).id;
      // One account change at a time (account-rules.ts), judged on the account as it is once this one's turn comes.
      const save = () =>
        strapi.db.transaction(async ({ trx }) => {
          await lockAccounts(strapi, trx);
          const now = (await findStaffUser(strapi, { id: user.id })) ?? user;
          const data: Record<string, unknown> = {};
          if (change.role && change.role !== now.role?.type) data.role = await roleIdOf(change.role);
          const suspend = change.status === 'suspended' && !now.blocked;
          const reactivate = change.status === 'active' && Boolean(now.blocked);
          if (suspend || reactivate) data.blocked = suspend;
          if (Object.keys(data).length === 0) return;
          await strapi.documents(USER_UID).update({ documentId: now.documentId, data });
          if (data.role)
            await recordActivity(strapi, { action: 'staff-role', detail: `${now.email}: ${now.role?.type} → ${change.role}` });
          if (suspend) await recordActivity(strapi, { action: 'staff-suspend', detail: now.email });
          if (reactivate) await recordActivity(strapi, { action: 'staff-reactivate', detail: now.email });
        });
      await retryOnCollision(save, () => ctx.throw(409, STAFF_MESSAGES.changedMeanwhile));
      ctx.body = await reread(user);
    },

    async revokeSessions(ctx: Context) {
      const user = await member(ctx);
      if (staffStatus(user) === 'invited') throw new errors.ValidationError(STAFF_MESSAGES.invitedNoSessions);
      await strapi.db.transaction(async () => {
        await endSessions(strapi, user.id);
        await recordActivity(strapi, { action: 'sessions-revoke', detail: user.email });
      });
      ctx.body = await reread(user);
    },
  };
};
