import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { preloadScreen } from './app/AppFrame';
import { AppRouter } from './app/router';
import { startSession } from './app/session-actor';
import { ToastHost } from './app/ToastHost';
import { i18n, initialLanguageReady } from './lib/i18n';
import { listenForPreloadErrors } from './lib/lazy-page';
import { cssVariablesResolver, theme } from './lib/theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are final (the http client already refreshed a 401 once).
      retry: (failureCount, error) => {
        const status = (error as { response?: { status?: number } }).response?.status;
        return status !== undefined && status < 500 ? false : failureCount < 2;
      },
    },
  },
});

// The failed import itself reaches the screen's error boundary (with a reload button); this keeps
// the code (CHUNK_LOAD_FAILED / CSS_CHUNK_LOAD_FAILED) in the console for support.
listenForPreloadErrors((error) => {
  console.error(`[${error.code}]`, error.message);
});

startSession();
preloadScreen(window.location.pathname);

// A stored non-English choice loads its strings first, so the first screen does not flash English.
await initialLanguageReady();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
