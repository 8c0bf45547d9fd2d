import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered in the app (method + URL pattern), in registration order. The fuzz
     * and anti-forgery suites walk it, so a route added later is tested without editing them.
     */
    routeTable: readonly RegisteredRoute[];
  }
}

/** Records every route as it is registered; install before any route. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method).toUpperCase(), url: route.url });
  });
}
