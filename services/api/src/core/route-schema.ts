import type { RouteOptions } from 'fastify';

// Routes that plugins add (the OpenAPI viewer, static files) answer files, not API shapes.
const PLUGIN_ROUTE = /^\/(docs|uploads)(\/|$)/;

/** Whether a route declares the shape of its success answer (any 2xx/3xx response schema). */
export function hasResponseSchema(route: Pick<RouteOptions, 'url' | 'schema'>): boolean {
  if (PLUGIN_ROUTE.test(route.url) || (route.schema as { hide?: boolean } | undefined)?.hide) return true;
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return !!response && Object.keys(response).some((code) => /^[23]/.test(code));
}

/** Refuses to register a route that does not say what it answers, so the OpenAPI document and serialisation cover every route. */
export function checkRouteSchema(route: RouteOptions): void {
  if (!hasResponseSchema(route)) {
    throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no response schema`);
  }
}
