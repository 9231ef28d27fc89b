export const route = (method: string, path: string, handler: string, middlewares: unknown[] = []) => ({
  method,
  path,
  handler,
  config: { policies: [], middlewares },
});

export const resourceRoute =
  (base: string, controller: string) =>
  (method: string, path: string, action: string, middlewares: unknown[] = []) =>
    route(method, `${base}${path}`, `${controller}.${action}`, middlewares);
