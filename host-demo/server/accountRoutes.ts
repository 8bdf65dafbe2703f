/** The sign-ins: the login page and its form, the adult check, logging out. */
import { clientOf } from './gateway/http';
import { loginPage, logoutPage, verifyAdultPage } from './pages';
import { safeContinue } from './redirects';
import { HTML, type Route } from './routes';
import { QUOTAS } from './store/limits';
import type { Store } from './store/types';
import { sessionCookieLine } from './visitor';

export function accountRoutes(store: Store): Route[] {
  return [
    // Sign-ins: the login page's form (or JSON), from this site only; a new random session each time. Issue 38: only
    // the login page's own form (a browser that says where it posts from), a bounded number per client (429), and a
    // session table that never drops another client's live session (503 while full).
    {
      method: 'POST',
      path: '/MBR/login',
      browserOnly: true,
      async write({ req, origin, session, ctx, send, redirect, pageHeaders }, form) {
        const next = safeContinue(form.get('continue'), origin);
        const client = clientOf(req);
        const again = (status: number, refused: string, headers: Record<string, string> = {}) =>
          send(status, HTML, loginPage(ctx, next, false, refused), pageHeaders(headers));
        if (!(await store.quotas.take(QUOTAS.signIns, client)))
          return again(429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': '3' });
        const key = form.get('account');
        if (key !== 'member' && key !== 'adult') return again(400, '');
        await store.sessions.end(session?.id);
        const started = await store.sessions.start(key, client);
        if (!started)
          return again(503, '지금은 로그인할 수 없습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': '60' });
        return redirect(next, { 'Set-Cookie': sessionCookieLine(origin, started.id) });
      },
    },
    {
      method: 'POST',
      path: '/MBR/auth/verify/adult',
      async write({ req, origin, session, ctx, redirect }, form) {
        if (!session) return redirect('/MBR/login?continue=' + encodeURIComponent(ctx.here));
        // A new session for the raised privilege: the old id and token sign nobody in any more.
        await store.sessions.end(session.id);
        const raised = await store.sessions.start('adult', clientOf(req));
        if (!raised) return redirect('/MBR/login?continue=' + encodeURIComponent(ctx.here));
        return redirect(safeContinue(form.get('continue'), origin), {
          'Set-Cookie': sessionCookieLine(origin, raised.id),
        });
      },
    },
    // Logging out is a write like a sign-in (issue 38): the header's form, from this site only. A GET, which any
    // page's `<img>` makes, signs nobody out.
    {
      method: 'POST',
      path: '/MBR/logout',
      async write({ origin, session, redirect }, form) {
        await store.sessions.end(session?.id);
        return redirect(safeContinue(form.get('continue'), origin), { 'Set-Cookie': sessionCookieLine(origin, null) });
      },
    },
    {
      method: 'GET',
      path: '/MBR/login',
      page: ({ ctx, url, origin }) => ({
        render: () =>
          loginPage(
            ctx,
            safeContinue(url.searchParams.get('continue'), origin),
            url.searchParams.get('verify') === 'adult',
          ),
      }),
    },
    {
      method: 'GET',
      path: '/MBR/logout',
      page: ({ ctx, url, origin }) => ({
        render: () => logoutPage(ctx, safeContinue(url.searchParams.get('continue'), origin)),
      }),
    },
    {
      method: 'GET',
      path: '/MBR/auth/verify/adult',
      page: ({ ctx, url, origin }) => ({
        render: () => verifyAdultPage(ctx, safeContinue(url.searchParams.get('continue'), origin)),
      }),
    },
  ];
}
