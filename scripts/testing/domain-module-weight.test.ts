import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The domain package, which the web build imports from source. */
const SOURCE = resolve(import.meta.dirname, '../../packages/domain/src');

/** `import … from '…'` and `export … from '…'` that stay in a bundle (`import type` and `export type` vanish). */
const IMPORT = /^import\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
const RE_EXPORT = /^export\s+(?!type\b)(\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm;
const LOCAL_EXPORT = /^export\s+(?:const|let|function|async function|class)\s+(\w+)/gm;

const sourceOf = (file: string) => readFileSync(file, 'utf8');

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidate = [`${base}.ts`, join(base, 'index.ts')].find((file) => existsSync(file));
  if (!candidate) throw new Error(`${specifier} from ${from} does not resolve`);
  return candidate;
}

/** The names in `{ a, b as c, type D }`; null for a default or namespace import, which may use anything. */
function namesOf(clause: string | undefined): Set<string> | null {
  if (clause === undefined) return new Set();
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /^\s*[\w$]+\s*(,|$)|\*/.test(clause.replace(/\{[^}]*\}/, ''))) return null;
  const names = (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] as string);
  return new Set(names);
}

/** Whether `file` exports `name`, itself or through its re-exports. */
function provides(file: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = sourceOf(file);
  if ([...source.matchAll(LOCAL_EXPORT)].some(([, local]) => local === name)) return true;
  return [...source.matchAll(RE_EXPORT)].some(([, list = '', specifier = '']) =>
    list === '*' ? provides(resolveModule(file, specifier), name, seen) : (namesOf(list)?.has(name) ?? true),
  );
}

/**
 * The packages and domain modules a module brings into a bundle that, like the web build, keeps of a side-effect
 * free package only the modules whose exports are used (the domain's `sideEffects: false`): a barrel's
 * `export * from` counts only for the names imported through it.
 */
function runtimeImportsOf(module: string): { packages: Set<string>; modules: Set<string> } {
  const packages = new Set<string>();
  const modules = new Set<string>();
  const visited = new Set<string>();
  const include = (file: string, names: Set<string> | null) => {
    const key = `${file}:${names ? [...names].sort().join(',') : '*'}`;
    if (visited.has(key)) return;
    visited.add(key);
    const source = sourceOf(file);
    const ownExports = new Set([...source.matchAll(LOCAL_EXPORT)].map(([, local]) => local));
    if (names === null || [...names].some((name) => ownExports.has(name))) {
      modules.add(file);
      for (const [, clause, specifier = ''] of source.matchAll(IMPORT)) {
        if (specifier.startsWith('.')) include(resolveModule(file, specifier), namesOf(clause));
        else packages.add(specifier);
      }
    }
    for (const [, list = '', specifier = ''] of source.matchAll(RE_EXPORT)) {
      const target = resolveModule(file, specifier);
      const listed = list === '*' ? null : namesOf(list);
      const wanted =
        names === null
          ? null
          : new Set([...names].filter((name) => (listed ? listed.has(name) : provides(target, name))));
      if (wanted === null || wanted.size > 0) include(target, wanted);
    }
  };
  include(join(SOURCE, module), null);
  return { packages, modules };
}

describe('what a page that reads bookings downloads (issue 33)', () => {
  it.each(['bookings/booking.ts', 'flights/flight-booking.ts', 'hotels/hotel-booking.ts'])(
    '%s, a booking as the API answers it, brings no phone numbering plans',
    (module) => {
      const { packages, modules } = runtimeImportsOf(module);
      expect([...packages].filter((name) => name.startsWith('libphonenumber-js'))).toEqual([]);
      expect([...modules].map((file) => file.slice(SOURCE.length + 1))).not.toContain('fields/phone.ts');
    },
  );

  it.each(['flights/flight-booking-request.ts', 'hotels/hotel-booking-request.ts'])(
    '%s, what a booking is made with, still checks the phone',
    (module) => {
      expect(runtimeImportsOf(module).packages).toContain('libphonenumber-js/min');
    },
  );
});
