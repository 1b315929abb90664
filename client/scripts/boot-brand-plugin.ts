import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import type { BrandData, BrandIcons, BrandStrings } from '../src/boot/brand-splash';
import { supportedLocales } from '../src/lib/locale-choice';

const require = createRequire(import.meta.url);
const clientDir = fileURLToPath(new URL('..', import.meta.url));
const MARKER = '<!-- boot-brand -->';

type IconNode = [tag: string, attributes: Record<string, string>][];

/** The inside of a tabler icon's SVG, from the same icon data @tabler/icons-react renders. */
async function iconPaths(name: string): Promise<string> {
  const file = require.resolve(`@tabler/icons-react/dist/esm/icons/${name}.mjs`);
  const { __iconNode } = (await import(pathToFileURL(file).href)) as { __iconNode: IconNode };
  return __iconNode
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

/** Every language's AuthShell strings, read from the locale files the app itself loads. */
export function brandStrings(): BrandData['strings'] {
  const strings: BrandData['strings'] = {};
  for (const locale of supportedLocales) {
    const file = path.join(clientDir, 'src/locales', locale, 'auth.json');
    strings[locale] = (JSON.parse(readFileSync(file, 'utf8')) as { brand: BrandStrings }).brand;
  }
  return strings;
}

/** The boot script (src/boot/brand-splash.ts and the language rule) with its data, as one small IIFE. */
async function bootScript(): Promise<string> {
  const icons: BrandIcons = {
    school: await iconPaths('IconSchool'),
    calendarCheck: await iconPaths('IconCalendarCheck'),
    certificate: await iconPaths('IconCertificate'),
  };
  const data: BrandData = { strings: brandStrings(), icons };
  const result = await build({
    stdin: {
      contents: `import { paintBrandSplash } from './brand-splash';\npaintBrandSplash(${JSON.stringify(data)});`,
      resolveDir: path.join(clientDir, 'src/boot'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('the boot script did not build');
  // a string with `</script` in it must not end the inline script early
  return output.text.trim().replace(/<\/script/gi, '<\\/script');
}

/**
 * Inlines the boot script at `<!-- boot-brand -->` in index.html: the sign-in screens' brand panel is
 * painted from the HTML itself, in the visitor's language, before the app's code has loaded.
 *
 * The app's style sheets move from <head> to just after it: in <head> they hold back the first paint
 * (and the boot script) until they have loaded; after the splash they do not, while the app's module
 * scripts still wait for them, so nothing the app renders is ever unstyled. The splash is styled by
 * index.html's own inline <style>.
 */
export function bootBrand(): Plugin {
  return {
    name: 'ujian:boot-brand',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} marker`);
        const head = html.slice(0, html.indexOf('</head>'));
        const styleSheets = head.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of styleSheets) out = out.replace(link, '');
        const moved = styleSheets.map((link) => `\n    ${link.trim()}`).join('');
        return out.replace(MARKER, `<script>${await bootScript()}</script>${moved}`);
      },
    },
  };
}
