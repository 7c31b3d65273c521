import { describe, expect, it } from 'vitest';
import { ioniconsOneModuleEach } from './ionicons-one-module-each';

type Hook<Args extends unknown[]> = (...args: Args) => unknown;

function plugin() {
  const built = ioniconsOneModuleEach();
  return {
    transform: (code: string, id = '/app/src/page.tsx') =>
      (built.transform as Hook<[string, string]>).call({}, code, id) as { code: string } | null,
    resolveId: (source: string) => (built.resolveId as Hook<[string]>).call({}, source),
    load: (id: string) => (built.load as Hook<[string]>).call({}, id) as string,
  };
}

describe('the build gives each ionicons icon a module of its own', () => {
  it('imports each named icon from its own module, aliases included', () => {
    const { transform } = plugin();
    const code =
      "import {\n  airplaneOutline,\n  bedOutline as bed,\n} from 'ionicons/icons';\nuse(airplaneOutline, bed);";

    expect(transform(code)?.code).toBe(
      "import airplaneOutline from '\0ionicon:airplaneOutline';\nimport bed from '\0ionicon:bedOutline';\nuse(airplaneOutline, bed);",
    );
  });

  it("answers an icon's module with the icon ionicons ships", async () => {
    const { resolveId, load } = plugin();
    const { airplaneOutline } = await import('ionicons/icons');

    expect(resolveId('\0ionicon:airplaneOutline')).toBe('\0ionicon:airplaneOutline');
    expect(load('\0ionicon:airplaneOutline')).toBe(`export default ${JSON.stringify(airplaneOutline)};`);
  });

  it('stops the build on an icon ionicons does not have', () => {
    expect(() => plugin().load('\0ionicon:noSuchIcon')).toThrow(/noSuchIcon/);
  });

  it('leaves other modules and imports alone', () => {
    const { transform, resolveId } = plugin();
    expect(transform("import { x } from 'ionicons/icons';", '/node_modules/lib/index.js')).toBeNull();
    expect(transform("import { useState } from 'react';")).toBeNull();
    expect(resolveId('react')).toBeNull();
  });
});
