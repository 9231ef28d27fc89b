/**
 * How a CMS failure reaches a reader, decided once for every route (decision 032): unreachable, the 503 page;
 * a 400 for what a reader put in an address, the 404 page (the CMS checks every query value, decision 015).
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

export function answeringCmsFailures(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  return typeof build === 'function' ? async () => answeringBuild(await build()) : answeringBuild(build);
}
