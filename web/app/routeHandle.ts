/** What a route tells the shell through react-router's `handle`. */
export interface RouteHandle {
  /** the page has a back button, so the phone tab bar stays hidden (spec: tabs only on pages without one) */
  hasBackButton?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
