import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Registered through defineRoute (schemas, validation, authorization and errors in one way). */
  definedRoute: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by defineRoute: the route table tells such routes from hand-registered ones. */
    definedRoute?: boolean;
  }
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
    const definedRoute = route.config?.definedRoute === true;
    for (const method of methods)
      routes.push({ method: String(method).toUpperCase(), url: route.url, definedRoute });
  });
}
