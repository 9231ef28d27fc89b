import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { analyticsCountsSchema, ROLE_MESSAGES } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { staffOf, type Staff } from '../../../admin-api/staff-of';
import { analyticsSummary, notFoundReport, parseRange, searchReport, storyAnalytics } from '../../../analytics/analytics-reports';
import { recordCounts } from '../../../analytics/record-counts';
import { BLOG_POST_UID } from '../../../content-types';
import { environment } from '../../../environment';
import { assertMayOpen } from '../../blog-post/staff/post-access';
import { SITE_SETTING_UID } from '../../site-setting/rules/site-settings-rules';

/** The site sends its sums with WEB_PURGE_SECRET, which the CMS sends its purges with. */
function fromTheSite(ctx: Context): boolean {
  const expected = Buffer.from(`Bearer ${environment().WEB_PURGE_SECRET}`);
  const given = Buffer.from(ctx.get('authorization'));
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

/** What readers searched and missed is the whole site's, read by those who see every post. */
function assertSiteWide(staff: Staff) {
  if (!staff.rights.everyPost) throw new errors.PolicyError(ROLE_MESSAGES.roleForbidden);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async counts(ctx: Context) {
    if (!fromTheSite(ctx)) throw new errors.UnauthorizedError('Counts are taken from the site only');
    const parsed = analyticsCountsSchema.safeParse((ctx.request as { body?: unknown }).body);
    if (!parsed.success)
      throw new errors.ValidationError(parsed.error.issues[0]?.message ?? 'Counts are not in the expected shape');
    // Turned off in Settings: a replica that has not heard yet is answered, and nothing is stored.
    const settings = (await strapi.documents(SITE_SETTING_UID).findFirst({ fields: ['analytics'] })) as {
      analytics?: boolean;
    } | null;
    if (settings?.analytics !== false) await recordCounts(strapi, parsed.data.counts);
    ctx.status = 204;
  },

  async summary(ctx: Context) {
    const staff = staffOf(ctx);
    const range = parseRange(ctx.query);
    const own = staff.rights.everyPost
      ? undefined
      : [
          ...new Set(
            (
              (await strapi.db.query(BLOG_POST_UID).findMany({
                where: { createdByAdmin: staff.account },
                select: ['documentId'],
              })) as { documentId: string }[]
            ).map(({ documentId }) => documentId),
          ),
        ];
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await analyticsSummary(strapi, range, own);
  },

  async searches(ctx: Context) {
    assertSiteWide(staffOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await searchReport(strapi, parseRange(ctx.query));
  },

  async notFound(ctx: Context) {
    assertSiteWide(staffOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await notFoundReport(strapi, parseRange(ctx.query));
  },

  async story(ctx: Context) {
    const staff = staffOf(ctx);
    const { id } = ctx.params as { id: string };
    const range = parseRange(ctx.query);
    const exists =
      DOCUMENT_ID.test(id) && (await strapi.db.query(BLOG_POST_UID).findOne({ where: { documentId: id }, select: ['id'] }));
    if (!exists) return ctx.notFound('No such post');
    await assertMayOpen(strapi, staff, id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await storyAnalytics(strapi, id, range);
  },
});
