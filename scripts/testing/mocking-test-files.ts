import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The test files under `folders` of a workspace (`root`, a folder URL such as `new URL('.', import.meta.url)`) that
 * replace a module with `vi.mock` or `vi.doMock`, as paths relative to that workspace, sorted.
 *
 * A project whose files share one module registry per worker (`isolate: false`) cannot hold such a file: a module
 * another file has loaded is no longer replaced, and a replaced one stays replaced for the files after it
 * (decision 030). The web runs these files in a project of their own; the API and the domain refuse them.
 */
export function mockingTestFiles(root: URL, folders: readonly string[]): string[] {
  const rootPath = fileURLToPath(root);
  return folders
    .flatMap((folder) =>
      readdirSync(`${rootPath}${folder}`, { recursive: true, encoding: 'utf8' }).map(
        (file) => `${folder}/${file}`,
      ),
    )
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${rootPath}${file}`, 'utf8')),
    )
    .sort();
}

/** Stops a shared-module project from starting while one of its test files replaces a module. */
export function refuseMockingTestFiles(project: string, root: URL, folders: readonly string[]): void {
  const files = mockingTestFiles(root, folders);
  if (files.length === 0) return;
  throw new Error(
    `The ${project} project's test files share their modules (isolate: false), so these cannot replace one with ` +
      `vi.mock: ${files.join(', ')}. Test through the module's inputs instead, or run such files in a project with ` +
      'isolate: true, as apps/web/vitest.isolated.config.ts does (decision 030).',
  );
}
