/**
 * How a failure of the CMS reaches a reader, decided once for every route (docs/decisions/032):
 * the site's Remix handler runs each route's loader and action through `answeringCmsFailures`, so
 * no loader has to remember it.
 *
 * - The CMS cannot be reached (`CmsUnavailableError`): the friendly 503 page, never stored, with
 *   Retry-After. A loader that can do without the CMS (the home page, an article's further reading)
 *   catches the error itself and never gets here.
 * - The CMS refused what a reader put in an address (a 400 for `/places/%00`): the 404 page. The
 *   CMS checks every query value (decision 015), so a value it refuses names nothing it holds.
 *
 * Anything else is a bug: logged by handleError, a 500.
 */
import type { ActionFunction, LoaderFunction, ServerBuild } from '@remix-run/node';
import { CmsError, CmsUnavailableError } from '../data/client/request.server';
import { cmsUnavailable } from '../platform/http.server';
import { notFound } from './not-found.server';

type RouteFunction = LoaderFunction | ActionFunction;

function answering(run: RouteFunction, { readerInput }: { readerInput: boolean }): RouteFunction {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof CmsUnavailableError) throw cmsUnavailable();
      if (readerInput && error instanceof CmsError && error.status === 400) {
        throw notFound(args.request, { cms: error.message });
      }
      throw error;
    }
  };
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

function answeringBuild(build: ServerBuild): ServerBuild {
  let answered = wrapped.get(build);
  if (!answered) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => {
        const { loader, action } = route.module;
        const module = {
          ...route.module,
          // Loaders read; a CMS 400 there is about the address. Actions write, and say what was refused themselves.
          ...(loader ? { loader: answering(loader, { readerInput: true }) } : {}),
          ...(action ? { action: answering(action, { readerInput: false }) } : {}),
        };
        return [id, { ...route, module }];
      }),
    );
    answered = { ...build, routes };
    wrapped.set(build, answered);
  }
  return answered;
}

/** The server build with every route's loader and action answering CMS failures as above. */
export function answeringCmsFailures(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  return typeof build === 'function' ? async () => answeringBuild(await build()) : answeringBuild(build);
}
