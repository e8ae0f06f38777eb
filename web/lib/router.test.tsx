import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteConfig,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from './router';

describe('matchPath', () => {
  it('reads required and optional parameters, ignoring trailing slashes', () => {
    expect(matchPath('/app/working/:id/:no?', '/app/working/p1/3')).toEqual({ id: 'p1', no: '3' });
    expect(matchPath('/app/working/:id/:no?', '/app/working/p1/')).toEqual({ id: 'p1', no: undefined });
    expect(matchPath('/app/working/:id/:no?', '/app/working')).toBeNull();
    expect(matchPath('/app/', '/app')).toEqual({});
  });

  it('needs the whole path to match, except under a star', () => {
    expect(matchPath('/app/profile', '/app/profile/extra')).toBeNull();
    expect(matchPath('/app/profile', '/app/profiles')).toBeNull();
    expect(matchPath('/app/*', '/app/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('*', '/')).toEqual({ '*': '' });
  });

  it('matches nothing when a parameter is not valid percent-encoding, instead of throwing', () => {
    expect(matchPath('/app/result/:practiceId', '/app/result/%E0%A4%A')).toBeNull();
    expect(matchPath('/app/*', '/app/%E0%A4%A')).toEqual({ '*': '%E0%A4%A' });
    expect(matchPath('/app/result/:practiceId', '/app/result/%41')).toEqual({ practiceId: 'A' });
  });

  it('decodes parameters', () => {
    expect(matchPath('/q/:id', '/q/a%20b')).toEqual({ id: 'a b' });
  });
});

describe('matchRoutes', () => {
  const routes: RouteConfig[] = [
    {
      element: 'root',
      children: [
        { path: '/', element: 'sign-in' },
        {
          path: '/app',
          element: 'shell',
          children: [
            { index: true, element: 'landing' },
            { path: 'result/:id', element: 'result' },
            { path: '*', element: 'app-fallback' },
          ],
        },
        { path: '*', element: 'unknown' },
      ],
    },
  ];
  const chain = (path: string) => matchRoutes(routes, path)?.map((match) => match.element);

  it('finds the layouts and the page, first match in order', () => {
    expect(chain('/')).toEqual(['root', 'sign-in']);
    expect(chain('/app/')).toEqual(['root', 'shell', 'landing']);
    expect(chain('/app/result/7')).toEqual(['root', 'shell', 'result']);
    expect(chain('/app/nothing')).toEqual(['root', 'shell', 'app-fallback']);
    expect(chain('/elsewhere')).toEqual(['root', 'unknown']);
  });

  it('passes the page parameters to every level', () => {
    expect(matchRoutes(routes, '/app/result/7')?.map((match) => match.params.id)).toEqual(['7', '7', '7']);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function Layout() {
  return (
    <section aria-label="layout">
      <Outlet />
    </section>
  );
}

function Page() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <p>page {id}</p>
      <p>tab {params.get('tab') ?? 'none'}</p>
      <button type="button" onClick={() => setParams((current) => ({ ...Object.fromEntries(current), tab: 'b' }))}>
        choose b
      </button>
      <Link to="/home">home</Link>
    </div>
  );
}

const appRoutes: RouteConfig[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'page/:id', element: <Page /> },
      { path: 'home', element: <p>home page</p> },
      { path: 'old', element: <Navigate to="/home" replace /> },
    ],
  },
];

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={appRoutes} />
      <Where />
    </MemoryRouter>,
  );
}

describe('Routes', () => {
  it('renders the page inside its layout with its parameters and search', async () => {
    renderAt('/page/42?tab=a');
    expect(screen.getByRole('region', { name: 'layout' }).textContent).toContain('page 42');
    expect(screen.getByText('tab a')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'choose b' }));
    expect(await screen.findByText('tab b')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/page/42?tab=b');
  });

  it('follows a plain click on a link, but leaves a modified click to the browser', async () => {
    renderAt('/page/1');
    const link = screen.getByRole('link', { name: 'home' });
    expect(link.getAttribute('href')).toBe('/home');
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/page/1');
    fireEvent.click(link);
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('redirects with Navigate', async () => {
    renderAt('/old');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/home');
  });

  it('renders nothing for a path no route matches', () => {
    renderAt('/nowhere');
    expect(screen.queryByRole('region', { name: 'layout' })).toBeNull();
  });

  it('follows the browser back button after the component that listened first has gone', async () => {
    window.history.replaceState(null, '', '/page/1');
    render(
      <BrowserRouter>
        <Routes routes={appRoutes} />
        <Where />
      </BrowserRouter>,
    );
    // The page (the deepest component, so the first to listen) goes away with this navigation.
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(window.location.pathname).toBe('/home');
    window.history.back();
    expect(await screen.findByText('page 1')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/page/1');
  });
});
