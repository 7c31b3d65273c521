import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An entry of Vite's build manifest: the chunk of a module, what it imports statically and its stylesheets. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Chunks and stylesheets, as paths below the build's folder (`assets/…`). */
export interface PageFiles {
  /** In the order a browser evaluates them: each after the chunks it imports. */
  modules: string[];
  css: string[];
}

/** What the build's manifest tells of the app's chunks (`vite build` writes it for this step: `build.manifest`). */
export interface BuildManifest {
  /** The app's entry module (main.tsx), as a manifest key. */
  entry: string;
  /** The chunks the given modules import statically, and their stylesheets. */
  filesOf(modules: readonly string[]): PageFiles;
}

export const MANIFEST_FILE = join('.vite', 'manifest.json');

export function readBuildManifest(dist: string): BuildManifest {
  const chunks: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8'));
  const entry = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  return {
    entry,
    filesOf(keys) {
      const css = new Set<string>();
      const modules: string[] = [];
      const visited = new Set<string>();
      const visit = (key: string) => {
        const chunk = chunks[key];
        if (!chunk) throw new Error(`${key} is not in the build's manifest.`);
        if (visited.has(key)) return;
        visited.add(key);
        for (const imported of chunk.imports ?? []) visit(imported);
        for (const file of chunk.css ?? []) css.add(file);
        modules.push(chunk.file);
      };
      for (const key of keys) visit(key);
      return { modules, css: [...css] };
    },
  };
}
