import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../src/intl/on-first-use';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and keeps what it built', () => {
    let builds = 0;
    const formatter = onFirstUse(() => {
      builds += 1;
      return new Intl.NumberFormat('es-CO');
    });
    expect(builds).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(builds).toBe(1);
  });
});
