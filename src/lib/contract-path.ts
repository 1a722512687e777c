import type { GatewayRoutes } from '@lendbridge/contract';

/**
 * A route's path as the contract mounts it, relative to the gateway's base URL. Typing each
 * call's path with it means a route that moves in the contract stops this code compiling,
 * instead of leaving it to call a URL that no longer exists.
 */
export type ContractPath<K extends keyof GatewayRoutes> = GatewayRoutes[K]['url'] extends `/${infer P}`
  ? P
  : never;

/**
 * Fills each `:name` segment of a contract path. Values are percent-encoded so that an id
 * cannot carry a `/` or `?` out of its own segment and point the call at another route.
 */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
