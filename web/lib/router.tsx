import {
  type ComponentPropsWithRef,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

// The app's router: paths with `:params` (`:param?` optional, `*` the rest), nested layouts with <Outlet>, links,
// redirects and search parameters, on the browser's history or in memory for tests. This is all the app asks of a
// router; react-router's client code was ~14 KB gzip of every screen's first load (bench/bundle.ts), this is ~1.5 KB.
// The names and shapes follow react-router's, so pages read the way their authors expect.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface NavigateOptions {
  /** replace the current history entry instead of adding one */
  replace?: boolean;
}

/** Where the app is and how it moves: the browser's history, or an in-memory one for tests. */
interface History {
  /** the current path, search and hash as one string (a stable snapshot for useSyncExternalStore) */
  href(): string;
  go(to: string, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
}

function createHistory(
  read: () => string,
  write: (to: string, replace: boolean) => void,
  listen?: (notify: () => void) => () => void,
): History {
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    href: read,
    go(to, options) {
      if (to === read()) return;
      write(to, options?.replace === true);
      notify();
    },
    subscribe(listener) {
      // The browser's history is listened to while anyone listens to us: from the first subscriber to the last.
      if (listeners.size === 0) stopListening = listen?.(notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = undefined;
        }
      };
    },
  };
}

function browserHistory(): History {
  return createHistory(
    () => window.location.pathname + window.location.search + window.location.hash,
    (to, replace) => {
      if (replace) {
        window.history.replaceState(null, '', to);
        return;
      }
      window.history.pushState(null, '', to);
      // A new page starts at its top (Back and Forward keep the browser's own scroll restoration).
      window.scrollTo(0, 0);
    },
    (notify) => {
      window.addEventListener('popstate', notify);
      return () => window.removeEventListener('popstate', notify);
    },
  );
}

function memoryHistory(initial: string): History {
  const entries = [initial];
  return createHistory(
    () => entries[entries.length - 1] ?? '/',
    (to, replace) => {
      if (replace) entries.pop();
      entries.push(to);
    },
  );
}

const HistoryContext = createContext<History | null>(null);

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** For tests: starts at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries[initialEntries.length - 1] ?? '/'));
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useHistory: render inside <BrowserRouter> or <MemoryRouter>');
  return history;
}

function parseHref(href: string): Location {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function useLocation(): Location {
  const history = useHistory();
  const href = useSyncExternalStore(history.subscribe, history.href, history.href);
  return useMemo(() => parseHref(href), [href]);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback((to, options) => history.go(to, options), [history]);
}

/** Redirects once, on mount (every use in the app replaces the entry). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string } & NavigateOptions;

/** An ordinary link (so it opens in a new tab, copies and reads as one) that moves inside the app on a plain click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams];
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The parameters of `pathname` under `pattern` (`/app/working/:practiceId/:questionNo?`, `/app/*`), or null when it
 * does not match. Trailing slashes do not matter.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const wanted = trimSlashes(pattern).split('/').filter(Boolean);
  const actual = trimSlashes(pathname).split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index];
    if (segment === '*') {
      params['*'] = actual
        .slice(index)
        .map((part) => decodeSegment(part) ?? part)
        .join('/');
      return params;
    }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined && !optional) return null;
      if (value === undefined) {
        params[name] = undefined;
        continue;
      }
      const decoded = decodeSegment(value);
      if (decoded === null) return null;
      params[name] = decoded;
    } else if (segment !== value) {
      return null;
    }
  }
  return actual.length <= wanted.length ? params : null;
}

/**
 * A path segment's text, or null when it is not valid percent-encoding (`%E0%A4%A`, typed or pasted). Such a segment
 * matches no parameter, so the not-found page shows; decodeURIComponent's URIError used to escape every error boundary
 * and blank the app (docs/router.md). A star keeps the raw text instead.
 */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export interface RouteConfig {
  /** absolute (`/app`) or relative to the parent; none for a layout that only wraps its children */
  path?: string;
  /** the page at the parent's own path */
  index?: boolean;
  element: ReactNode;
  children?: RouteConfig[];
}

interface RouteMatch {
  element: ReactNode;
  params: Params;
}

const joinPaths = (base: string, path: string) => (path.startsWith('/') ? path : `${trimSlashes(base)}/${path}`);

/** The chain of routes (outermost first) that shows `pathname`: the first route, in order, that matches wins. */
export function matchRoutes(routes: RouteConfig[], pathname: string, base = '/'): RouteMatch[] | null {
  for (const route of routes) {
    const pattern = route.path === undefined ? base : joinPaths(base, route.path);
    if (route.children) {
      const inner = matchRoutes(route.children, pathname, pattern);
      if (inner) return [{ element: route.element, params: inner[inner.length - 1]?.params ?? {} }, ...inner];
    }
    if (route.path === undefined && !route.index) continue;
    const params = matchPath(pattern, pathname);
    if (params) return [{ element: route.element, params }];
  }
  return null;
}

interface OutletState {
  params: Params;
  /** what <Outlet> shows: the rest of the matched chain */
  rest: RouteMatch[];
}

const OutletContext = createContext<OutletState>({ params: {}, rest: [] });

function renderChain(chain: RouteMatch[]): ReactNode {
  const [first, ...rest] = chain;
  if (!first) return null;
  return <OutletContext.Provider value={{ params: first.params, rest }}>{first.element}</OutletContext.Provider>;
}

/** Shows the route chain that matches the current path (nothing if none does). */
export function Routes({ routes }: { routes: RouteConfig[] }) {
  const { pathname } = useLocation();
  const chain = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  return chain ? renderChain(chain) : null;
}

/** In a layout route: where its matched child renders. */
export function Outlet() {
  return renderChain(useContext(OutletContext).rest);
}

export function useParams(): Params {
  return useContext(OutletContext).params;
}
