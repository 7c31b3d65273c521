import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMES_REFUSED_FROM_IONIC_REACT } from './ionic-kept-off-the-shell';

interface RestrictedImport {
  group?: string[];
  importNamePattern?: string;
}

/** The part of biome.json read here. */
interface BiomeConfig {
  overrides?: {
    linter?: {
      rules?: { style?: { noRestrictedImports?: { options?: { patterns?: RestrictedImport[] } } } };
    };
  }[];
}

/** Every restricted-import pattern of biome.json's overrides that names `@ionic/react`. */
function patternsOnIonicReact(): RestrictedImport[] {
  const biome: BiomeConfig = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../biome.json'), 'utf8'),
  );
  return (biome.overrides ?? [])
    .flatMap((override) => override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
    .filter((pattern) => pattern.group?.includes('@ionic/react'));
}

describe('one list of what of Ionic stays off the shell', () => {
  it('is what biome.json refuses importing from @ionic/react, in each override that refuses it', () => {
    const patterns = patternsOnIonicReact();
    // One override for the app's shell and tests, one for the features (Biome's later override replaces the
    // earlier one's options, so the features' own restrictions repeat this one).
    expect(patterns).toHaveLength(2);
    for (const pattern of patterns) {
      expect(pattern.importNamePattern).toBe(`(${NAMES_REFUSED_FROM_IONIC_REACT.join('|')})`);
    }
  });
});
