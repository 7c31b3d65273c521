import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { mockingTestFiles, refuseMockingTestFiles } from './mocking-test-files';

let root: string;

function workspace(files: Record<string, string>): URL {
  root = mkdtempSync(join(tmpdir(), 'mocking-test-files-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return pathToFileURL(`${root}/`);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('test files that replace a module', () => {
  it('lists the test files calling vi.mock or vi.doMock, and no other file', () => {
    const url = workspace({
      'src/a.test.ts': "vi.mock('./clock');",
      'src/deep/b.test.tsx': "vi.doMock('./api');",
      'test/c.test.ts': 'const fetchMock = vi.mocked(fetch);',
      'src/d.ts': "vi.mock('./not-a-test');",
      'other/e.test.ts': "vi.mock('./elsewhere');",
    });
    expect(mockingTestFiles(url, ['src', 'test'])).toEqual(['src/a.test.ts', 'src/deep/b.test.tsx']);
  });

  it('stops a shared-module project that holds one, naming it', () => {
    const url = workspace({ 'test/a.test.ts': "vi.mock('./clock');", 'test/b.test.ts': '' });
    expect(() => refuseMockingTestFiles('api', url, ['test'])).toThrow(/api project.*test\/a\.test\.ts/);
  });

  it('lets a project without one start', () => {
    const url = workspace({ 'test/b.test.ts': 'vi.useFakeTimers();' });
    expect(() => refuseMockingTestFiles('domain', url, ['test'])).not.toThrow();
  });
});
