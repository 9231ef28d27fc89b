/** One of our routes as Strapi's router reads it: `controller.action` answers `METHOD path`. */
export const route = (method: string, path: string, handler: string, middlewares: unknown[] = []) => ({
  method,
  path,
  handler,
  config: { policies: [], middlewares },
});

/** The routes of one admin API resource: paths under `base`, answered by one controller's actions. */
export const resourceRoute =
  (base: string, controller: string) =>
  (method: string, path: string, action: string, middlewares: unknown[] = []) =>
    route(method, `${base}${path}`, `${controller}.${action}`, middlewares);
