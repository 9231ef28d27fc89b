/** The admin API controller: ra-data-simple-rest requests in, plain JSON records out; `locale` names a language (decision 100). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { twoFactorState } from '../../../staff/two-factor/two-factor';
import type { StaffUser } from '../../../staff/user-fields';
import { parseListQuery } from '../admin-api/post-list-query';
import { contentRange } from '../../../admin-api/list-params';
import { parseTimeZone } from '../../../time-zones';
import { writeBody } from '../../../admin-api/write-body';
import { createSnapshotPreview } from '../previews/preview-links';
import { ROLE_MESSAGES } from '@journey-canvas/shared';
import { staffOf } from '../../../admin-api/staff-of';
import { assertMayChange, assertMayOpen, assertMayWrite, assertRight } from '../staff/post-access';
import { requestedLanguage, siteLanguages } from '../../../languages/site-languages';

const NOT_FOUND = 'Blog post not found';

function restoreBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new errors.ValidationError('The body must be a JSON object');
  return body as Record<string, unknown>;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::blog-post.admin-blog-post');
  /** `?locale=`: one of the site's languages, the default when none is named. */
  const languageOf = (ctx: Context) => requestedLanguage(strapi, ctx.query.locale);
  /** A request that names its language gets each record's language and translations (decision 100). */
  const described = async <R extends { id: string } | null>(record: R, named: unknown, locale: string) =>
    record && named !== undefined ? (await service().withLanguages([record], locale))[0]! : record;

  return {
    /** Contributors and Authors list only the posts their account created (decision 045). */
    async find(ctx: Context) {
      const staff = staffOf(ctx);
      const request = parseListQuery(ctx.query);
      const query = { ...request, locale: await requestedLanguage(strapi, request.locale) };
      if (!staff.rights.everyPost) query.filters.owner = staff.account;
      const { records, total } = await service().list(query);
      ctx.set('Content-Range', contentRange(query.range, records.length, total));
      ctx.body = request.locale === undefined ? records : await service().withLanguages(records, query.locale);
    },

    async findOne(ctx: Context) {
      const locale = await languageOf(ctx);
      await assertMayOpen(strapi, staffOf(ctx), ctx.params.id);
      const record = await service().findOne(ctx.params.id, locale);
      if (!record) return ctx.notFound(NOT_FOUND);
      ctx.body = await described(record, ctx.query.locale, locale);
    },

    /** `GET /:id/locales`: the languages the story is written in, with where each stands. */
    async locales(ctx: Context) {
      await assertMayOpen(strapi, staffOf(ctx), ctx.params.id);
      const languages = await service().languages(ctx.params.id);
      if (!languages) return ctx.notFound(NOT_FOUND);
      ctx.body = languages;
    },

    /** A role that cannot publish starts a draft when the body names no status. */
    async create(ctx: Context) {
      const staff = staffOf(ctx);
      const body = writeBody(ctx.request.body);
      const locale = await languageOf(ctx);
      assertMayWrite(staff, body, null);
      const record = await service().create(
        staff.rights.publish || body.status !== undefined ? body : { ...body, status: 'draft' },
        locale,
      );
      ctx.body = await described(record, ctx.query.locale, locale);
      ctx.status = 201;
    },

    async update(ctx: Context) {
      const staff = staffOf(ctx);
      const body = writeBody(ctx.request.body);
      const locale = await languageOf(ctx);
      await assertMayChange(strapi, staff, ctx.params.id);
      const record = await service().update(
        ctx.params.id,
        body,
        (stored: Record<string, unknown>) => assertMayWrite(staff, body, stored),
        locale,
      );
      if (!record) return ctx.notFound(NOT_FOUND);
      ctx.body = await described(record, ctx.query.locale, locale);
    },

    /** To the Trash; with `?permanent=true`, a post already there is deleted for good. */
    async delete(ctx: Context) {
      const permanent = ctx.query.permanent;
      if (permanent !== undefined && permanent !== 'true' && permanent !== 'false') {
        throw new errors.ValidationError('Query parameter "permanent" must be true or false');
      }
      const staff = staffOf(ctx);
      const locale = await languageOf(ctx);
      assertRight(staff, 'trash', ROLE_MESSAGES.trashNotAllowed);
      if (permanent === 'true') assertRight(staff, 'review', ROLE_MESSAGES.deleteForeverNotAllowed);
      await assertMayOpen(strapi, staff, ctx.params.id);
      const record =
        permanent === 'true'
          ? await service().deleteForever(ctx.params.id, locale)
          : await service().trash(ctx.params.id, locale);
      if (!record) return ctx.notFound(NOT_FOUND);
      ctx.body = record;
    },

    /** The body may give a new address, `{ "slug": "..." }`, when the post's own is taken. */
    async restore(ctx: Context) {
      const staff = staffOf(ctx);
      const locale = await languageOf(ctx);
      assertRight(staff, 'trash', ROLE_MESSAGES.trashNotAllowed);
      await assertMayOpen(strapi, staff, ctx.params.id);
      const record = await service().restore(ctx.params.id, restoreBody(ctx.request.body), locale);
      if (!record) return ctx.notFound(NOT_FOUND);
      ctx.body = record;
    },

    async unpublish(ctx: Context) {
      const staff = staffOf(ctx);
      const locale = await languageOf(ctx);
      assertRight(staff, 'publish', ROLE_MESSAGES.unpublishNotAllowed);
      await assertMayOpen(strapi, staff, ctx.params.id);
      const record = await service().unpublish(ctx.params.id, locale);
      if (!record) return ctx.notFound(NOT_FOUND);
      ctx.body = record;
    },

    async sendBack(ctx: Context) {
      const locale = await languageOf(ctx);
      assertRight(staffOf(ctx), 'review', ROLE_MESSAGES.reviewNotAllowed);
      const record = await service().sendBack(ctx.params.id, writeBody(ctx.request.body).note, locale);
      if (!record) return ctx.notFound(NOT_FOUND);
      ctx.body = record;
    },

    /** So the admin hides what the CMS would refuse, and offers the site's languages (the default first) to every role. */
    async me(ctx: Context) {
      const staff = staffOf(ctx);
      const { enabled, required } = twoFactorState(ctx.state.user as StaffUser);
      ctx.body = {
        account: staff.account,
        role: staff.role,
        rights: staff.rights,
        twoFactor: { enabled, required },
        languages: await siteLanguages(strapi),
      };
    },

    /** `timeZone` is the browser's IANA name: "Today" counts from the editor's midnight. */
    async stats(ctx: Context) {
      ctx.body = await service().stats(parseTimeZone(ctx.query.timeZone), await languageOf(ctx));
    },

    /** The form of a stored post brings its draft in, so only one the account may open. */
    async preview(ctx: Context) {
      const form = writeBody(ctx.request.body);
      await assertMayOpen(strapi, staffOf(ctx), form.id);
      ctx.body = await createSnapshotPreview(strapi, form);
      ctx.status = 201;
    },
  };
};
