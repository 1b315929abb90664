import { anonymousCan } from '@ujian/shared/ability-anonymous';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation } from 'react-router-dom';
import { SHELL_NAMESPACES, withNamespaces } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy-page';
import { selectIsLoggedIn, useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { decideRoute, type RouteDecision } from './guard';
import { FullLayout } from './layout/FullLayout';
import { RouteLoading } from './layout/RouteLoading';
import { RouteErrorBoundary } from './RouteErrorPage';
import { isPageRoute, type RouteMeta, routes } from './routes';
import { useSessionEvents } from './session-actor';

// The shell layouts are their own chunks: the login page (full layout) never loads them. The header's
// strings come with them, or each header widget would wait for its own file after the one before it.
const loadVerticalLayout = () => withNamespaces(import('./layout/VerticalLayout'), SHELL_NAMESPACES);
const loadHorizontalLayout = () => withNamespaces(import('./layout/HorizontalLayout'), SHELL_NAMESPACES);
const VerticalLayout = lazyComponent<{ children: ReactNode }, typeof import('./layout/VerticalLayout')>(
  loadVerticalLayout,
  'VerticalLayout',
);
const HorizontalLayout = lazyComponent<{ children: ReactNode }, typeof import('./layout/HorizontalLayout')>(
  loadHorizontalLayout,
  'HorizontalLayout',
);

type AbilityModule = typeof import('../lib/ability');
let abilityModule: AbilityModule | undefined;
let abilityLoading: Promise<AbilityModule> | undefined;

/**
 * CASL and the browser's ability, loaded once someone is signed in or opens a screen of the shell.
 * An anonymous visitor on a full-page screen (the sign-in page) is checked against the anonymous
 * rules without them (`anonymousCan`, proven equal to CASL's answer in shared/ability.test.ts).
 */
function loadAbility(): Promise<AbilityModule> {
  abilityLoading ??= import('../lib/ability').then(
    (loaded) => {
      abilityModule = loaded;
      return loaded;
    },
    (error: unknown) => {
      abilityLoading = undefined;
      throw error;
    },
  );
  return abilityLoading;
}

const needsAbility = (meta: RouteMeta | undefined, loggedIn: boolean) =>
  loggedIn || !meta || meta.layout !== 'full' || abilityModule !== undefined;

const metaRoutes = routes
  .filter(isPageRoute)
  .map((route) => ({ path: route.path, meta: route.meta, Page: route.Page }));

/** The meta of the route the location matches, ranked the same way `<Routes>` ranks them. */
export function metaFor(pathname: string): RouteMeta | undefined {
  return matchRoutes(metaRoutes, pathname)?.at(-1)?.route.meta;
}

/**
 * Boot: starts fetching the screen of `pathname` (its code, and its strings where the route says so)
 * while the app itself starts, instead of after the first render asked for it.
 */
export function preloadScreen(pathname: string): void {
  const route = matchRoutes(metaRoutes, pathname)?.at(-1)?.route;
  const loggedIn = selectIsLoggedIn(useSessionStore.getState());
  if (needsAbility(route?.meta, loggedIn)) void loadAbility().catch(() => {});
  const shell = route !== undefined && route.meta.layout !== 'full';
  const { layoutType } = useUiStore.getState();
  // A signed-in screen of the shell: its layout and strings too (else fetched once the frame rendered).
  if (loggedIn && shell)
    void (layoutType === 'horizontal' ? loadHorizontalLayout : loadVerticalLayout)().catch(() => {});
  if (loggedIn) {
    void import('./signed-in-preload')
      .then(({ preloadSignedIn }) => preloadSignedIn({ layoutType, shell, screen: route?.Page.exportName }))
      .catch(() => {});
  }
  void route?.Page.preload().catch(() => {
    // the render's own load reports it (route error boundary)
  });
}

/** Removes index.html's splash once the screen beside it has rendered (its error page does the same). */
function BootSplashGone() {
  useEffect(() => {
    document.getElementById('boot-splash')?.remove();
  }, []);
  return null;
}

/** Root of every screen: applies the guard, picks the layout, shows the loading overlay. */
export function AppFrame() {
  const location = useLocation();
  const meta = metaFor(location.pathname);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const role = useSessionStore((s) => s.userData?.role);
  // The rules come with the user data: a change re-renders the frame (the ability follows the store).
  useSessionStore((s) => s.userData?.ability);
  const casl = needsAbility(meta, loggedIn) ? (abilityModule ?? use(loadAbility())) : undefined;
  const can = casl ? casl.ability.can.bind(casl.ability) : anonymousCan;
  const layoutType = useUiStore((s) => s.layoutType);
  const send = useSessionEvents();

  const decision: RouteDecision = meta ? decideRoute(meta, { loggedIn, role, can }) : { type: 'allow' };
  const signOut = decision.type === 'redirect' && decision.signOut === true;

  useEffect(() => {
    if (signOut) send({ type: 'LOGOUT' });
  }, [signOut, send]);

  useEffect(() => {
    // The plain splash of index.html goes with the first frame; one showing the sign-in screens' brand
    // panel stays until the screen itself has rendered under it (BootSplashGone), so it never blinks.
    const splash = document.getElementById('boot-splash');
    if (!splash?.classList.contains('boot-brand')) splash?.remove();
  }, []);

  if (decision.type === 'redirect') {
    return signOut ? <RouteLoading /> : <Navigate to={decision.to} replace />;
  }

  // Keyed by path: a new screen gets a fresh error boundary and its own loading overlay, which is
  // gone as soon as the screen has rendered (spec: hidden after each navigation).
  const content = (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
        <BootSplashGone />
      </Suspense>
    </RouteErrorBoundary>
  );
  const provided = (node: ReactNode) =>
    casl ? <casl.AbilityProvider value={casl.ability}>{node}</casl.AbilityProvider> : node;
  if (!meta || meta.layout === 'full') return provided(<FullLayout>{content}</FullLayout>);
  const Shell = layoutType === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return provided(
    <Suspense fallback={<RouteLoading />}>
      <Shell>{content}</Shell>
    </Suspense>,
  );
}
