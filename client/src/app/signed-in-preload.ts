/**
 * What a start with a stored session always needs, fetched as soon as the app runs: the shell, the
 * rules (CASL), the saved preferences' code and the opened screen, each with its whole import tree at
 * once (this chunk's dynamic imports carry their script lists; see `modulePreload` in vite.config.ts).
 * Without it the browser finds each tree one level per parsed chunk, five or six round trips deep for a
 * large screen. Only a signed-in start loads this chunk, so the lists cost the sign-in page nothing.
 */
import type { LayoutType } from '../stores/ui';

// The screens the route table loads from a module named after them. Only those: a module imported
// here that a screen imports statically would become a chunk of its own. (Screens that share a module,
// such as the pengajuan forms, are found by the browser one level at a time.)
const screens = import.meta.glob([
  '../features/*/*Page.tsx',
  '!../features/pengajuan/PengajuanFormPage.tsx',
  '!../features/pengajuan/PengajuanViewPage.tsx',
]);

/** The modules found above (a test holds them to the route table's). */
export const screenModules: readonly string[] = Object.keys(screens);

/** The module of the screen `exportName` (screens live in `<Name>.tsx`); undefined if it lives elsewhere. */
export function screenModuleOf(exportName: string): string | undefined {
  return Object.keys(screens).find((key) => key.endsWith(`/${exportName}.tsx`));
}

const quietly = (load: Promise<unknown>) => {
  // a failure shows where the module is used (the route's error boundary), not here
  load.catch(() => {});
};

export function preloadSignedIn(options: { layoutType: LayoutType; shell: boolean; screen?: string }): void {
  quietly(import('../lib/ability'));
  quietly(import('./account-preferences-sync'));
  if (options.shell) {
    quietly(
      options.layoutType === 'horizontal' ? import('./layout/HorizontalLayout') : import('./layout/VerticalLayout'),
    );
  }
  const key = options.screen === undefined ? undefined : screenModuleOf(options.screen);
  if (key) quietly(screens[key]!());
}
