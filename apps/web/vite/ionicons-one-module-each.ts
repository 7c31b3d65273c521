import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ICON_MODULE_PREFIX = '\0ionicon:';
const IMPORT_OF_ICONS = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;
// ionicons/icons as Node resolves it (CommonJS): one `exports.name = "data:…"` line per icon.
const ICON_EXPORT = /^exports\.(\w+) = ("[^\n]*");?$/gm;

/**
 * `ionicons/icons` is one module of 1,300 icons. The bundler keeps only those the app imports, but all of them in one
 * chunk, the shell's, since the shell shows a few: every page's first visit carried the icons of every other page
 * (20 KB). The build gives each imported icon a module of its own, so an icon travels with the pages that show it.
 */
export function ioniconsOneModuleEach(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'travesia:ionicons-one-module-each',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('ionicons/icons')) return null;
      return {
        code: code.replace(IMPORT_OF_ICONS, (_, names: string) => importsOfEachIcon(names)),
        map: null,
      };
    },
    resolveId(source) {
      return source.startsWith(ICON_MODULE_PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(ICON_MODULE_PREFIX)) return null;
      icons ??= readInstalledIcons();
      const name = id.slice(ICON_MODULE_PREFIX.length);
      const icon = icons.get(name);
      if (icon === undefined) throw new Error(`ionicons-one-module-each: ionicons has no icon named ${name}`);
      return `export default ${icon};`;
    },
  };
}

/** `a, b as c` → one default import per icon, each from the icon's own module. */
function importsOfEachIcon(names: string): string {
  return names
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) => {
      const [name, alias = name] = specifier.split(/\s+as\s+/);
      return `import ${alias} from '${ICON_MODULE_PREFIX}${name}';`;
    })
    .join('\n');
}

function readInstalledIcons(): Map<string, string> {
  const source = readFileSync(createRequire(import.meta.url).resolve('ionicons/icons'), 'utf8');
  const icons = new Map(
    [...source.matchAll(ICON_EXPORT)].map(([, name, value]) => [name, value] as [string, string]),
  );
  // A new ionicons that writes its icons differently must stop the build, not ship none.
  if (icons.size < 1000)
    throw new Error(`ionicons-one-module-each: read ${icons.size} icons from ionicons/icons`);
  return icons;
}
