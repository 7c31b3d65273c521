import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The web's test files that replace a module with `vi.mock`. The other files share one module registry per worker
 * (`isolate: false`, a quarter of the time), where a module another file has loaded could no longer be replaced:
 * these run in the `web-isolated` project, each with a registry of its own (decision 030).
 */
export const MOCKING_TEST_FILES: string[] = ['src', 'vite']
  .flatMap((folder) =>
    readdirSync(`${webRoot}${folder}`, { recursive: true, encoding: 'utf8' }).map(
      (file) => `${folder}/${file}`,
    ),
  )
  .filter(
    (file) => /\.test\.tsx?$/.test(file) && readFileSync(`${webRoot}${file}`, 'utf8').includes('vi.mock('),
  )
  .sort();
