import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, readBuildManifest } from './build-manifest';

const dist = mkdtempSync(join(tmpdir(), 'build-manifest-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function writeManifest(chunks: object) {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(chunks));
}

describe("the build's manifest, read for a page", () => {
  it('lists the chunks each after those it imports, once each, with their stylesheets', () => {
    writeManifest({
      'src/main.tsx': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js', '_ionic.js'],
        css: ['a.css'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_ionic.js': { file: 'assets/ionic.js', imports: ['_react.js'] },
      'src/login.tsx': { file: 'assets/login.js', imports: ['_ionic.js'], css: ['login.css'] },
    });
    const manifest = readBuildManifest(dist);
    expect(manifest.entry).toBe('src/main.tsx');
    expect(manifest.filesOf(['src/login.tsx', manifest.entry])).toEqual({
      modules: ['assets/react.js', 'assets/ionic.js', 'assets/login.js', 'assets/index.js'],
      css: ['login.css', 'a.css'],
    });
  });

  it('stops the build on a module the build does not have', () => {
    writeManifest({ 'src/main.tsx': { file: 'assets/index.js', isEntry: true } });
    expect(() => readBuildManifest(dist).filesOf(['src/gone.tsx'])).toThrow('src/gone.tsx');
  });
});
