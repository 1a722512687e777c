import type { RouteContract } from '@lendbridge/contract';

/**
 * Which routes of the contract a case has answered. The last case of each suite checks that every
 * route has one, so a route added to the contract without a case fails the suite.
 */
const answered = new Set<RouteContract>();

export function markAnswered(route: RouteContract): void {
  answered.add(route);
}

/** The names of the routes no case has answered yet. */
export function unanswered(routes: Record<string, RouteContract>): string[] {
  return Object.entries(routes)
    .filter(([, route]) => !answered.has(route))
    .map(([name]) => name);
}
