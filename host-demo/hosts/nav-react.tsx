/**
 * React Router 7 (browser router) host for test/browser/navigation.test.ts: two routes under /test/, each route
 * element counting its renders in `window.renders`, and every location the router settled on in `window.navLog`.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';

/** What the test reads; the page declares no globals for anything else. */
const page: { renders: number; navLog: string[]; reactRouter?: ReturnType<typeof createBrowserRouter> } = Object.assign(
  window,
  { renders: 0, navLog: [] },
);
const app = document.getElementById('app')!;
const q = app.dataset.query ?? '';

function Route({ title }: { title: string }) {
  page.renders++;
  return (
    <main id="content">
      <h1>{title}</h1>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>본문 {i + 1}</p>
      ))}
    </main>
  );
}

function Layout() {
  const location = useLocation();
  useEffect(() => {
    page.navLog.push('location ' + location.pathname + ' ' + location.key);
  }, [location]);
  return (
    <>
      <nav>
        <Link id="to-1" to={'/test/nav-react' + q}>
          첫 페이지
        </Link>{' '}
        |{' '}
        <Link id="to-2" to={'/test/nav-react-2' + q}>
          둘째 페이지
        </Link>
      </nav>
      <Outlet />
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/test/nav-react', element: <Route title="React 첫 페이지" /> },
      { path: '/test/nav-react-2', element: <Route title="React 둘째 페이지" /> },
    ],
  },
]);
page.reactRouter = router;
router.subscribe((state) => page.navLog.push('router ' + state.historyAction + ' ' + state.location.pathname));

createRoot(app).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
