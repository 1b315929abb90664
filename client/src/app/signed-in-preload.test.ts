import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPageRoute, routes } from './routes';
import { screenModuleOf, screenModules } from './signed-in-preload';

const routeTableImports = [
  ...readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8').matchAll(/import\('(\.\.\/features\/[^']+)'\)/g),
].map((match) => `${match[1]}.tsx`);

describe('a signed-in start finds the opened screen', () => {
  it('imports only modules the route table loads lazily (so no screen chunk is split further)', () => {
    expect(screenModules.length).toBeGreaterThan(30);
    expect(screenModules.filter((key) => !routeTableImports.includes(key))).toEqual([]);
  });

  it("finds the module of each shell screen named after it, by the screen's name", () => {
    const shellScreens = routes.filter(isPageRoute).filter((route) => route.meta.layout !== 'full');
    const named = shellScreens.filter((route) =>
      routeTableImports.some((key) => key.endsWith(`/${route.Page.exportName}.tsx`)),
    );
    expect(named.length).toBeGreaterThan(30);
    for (const route of named) expect(screenModuleOf(route.Page.exportName), route.path).toBeDefined();
    for (const name of ['JadwalPage', 'DashboardAnalyticsPage', 'PayrollPage'])
      expect(screenModuleOf(name)).toBeDefined();
  });

  it('finds the module file itself, not one whose name merely ends the same', () => {
    expect(screenModuleOf('JadwalPage')).toBe('../features/jadwal/JadwalPage.tsx');
    expect(screenModuleOf('Page')).toBeUndefined();
    expect(screenModuleOf('PengajuanFormPage')).toBeUndefined();
  });
});
