import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ICONS = 'ionicons/icons';
const ICONS_MODULE = '\0ionicons-one-module-each';
const ICON_MODULE_PREFIX = '\0ionicon:';

/**
 * `ionicons/icons` is one module of 1,300 icons. The bundler keeps only those the app imports, but all of them in one
 * chunk, the shell's, since the shell shows a few: every page's first visit carried the icons of every other page
 * (20 KB). In the production build `ionicons/icons` is a module that re-exports each icon from a module of its own,
 * so an icon travels with the pages that show it. The bundler has no option that splits one module's exports across
 * chunks (decision 056); the app's imports stay as they are.
 */
export function ioniconsOneModuleEach(): Plugin {
  let icons: Record<string, string> | undefined;
  const installedIcons = () => {
    icons ??= readInstalledIcons();
    return icons;
  };
  return {
    name: 'travesia:ionicons-one-module-each',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^(${ICONS}|${ICON_MODULE_PREFIX}.*)$`) },
      handler: (source) => ({ id: source === ICONS ? ICONS_MODULE : source, moduleSideEffects: false }),
    },
    load: {
      filter: { id: new RegExp(`^(${ICONS_MODULE}|${ICON_MODULE_PREFIX}.*)$`) },
      handler(id) {
        if (id === ICONS_MODULE) {
          return Object.keys(installedIcons())
            .map((name) => `export { default as ${name} } from '${ICON_MODULE_PREFIX}${name}';`)
            .join('\n');
        }
        const name = id.slice(ICON_MODULE_PREFIX.length);
        const icon = installedIcons()[name];
        if (icon === undefined)
          throw new Error(`ionicons-one-module-each: ionicons has no icon named ${name}`);
        return `export default ${JSON.stringify(icon)};`;
      },
    },
  };
}

/** The icons of the installed ionicons, by name: each is an SVG data URL. */
function readInstalledIcons(): Record<string, string> {
  const icons: Record<string, unknown> = createRequire(import.meta.url)(ICONS);
  const entries = Object.entries(icons).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // A new ionicons that ships its icons differently must stop the build, not ship none.
  if (entries.length < 1000)
    throw new Error(`ionicons-one-module-each: read ${entries.length} icons from ionicons/icons`);
  return Object.fromEntries(entries);
}
