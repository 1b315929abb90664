import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { AppFrame } from './AppFrame';
import { RouteLoading } from './layout/RouteLoading';
import { RouteErrorBoundary } from './RouteErrorPage';
import { isPageRoute, NOT_FOUND_PATH, routes } from './routes';
import { setSessionNavigator } from './session-actor';

/** Lets the session machine navigate (biodata warning, back to login) from outside React. */
function SessionNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionNavigator((path) => {
      void navigate(path);
    });
  }, [navigate]);
  return null;
}

/**
 * The app's routes: the frame (guard + layout + error boundary + loading overlay) around every
 * screen. Declarative routing: the data router would add ~15 KB gzipped to every first load and
 * the app uses none of its loaders or actions.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionNavigator />
      {/* The frame waits for CASL when a screen needs it; a failed load shows the reload page. */}
      <RouteErrorBoundary>
        <Suspense fallback={<RouteLoading />}>
          <Routes>
            <Route element={<AppFrame />}>
              {routes.map((route) =>
                isPageRoute(route) ? (
                  <Route key={route.path} path={route.path} element={<route.Page />} />
                ) : (
                  <Route key={route.path} path={route.path} element={<Navigate to={route.redirectTo} replace />} />
                ),
              )}
              <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
