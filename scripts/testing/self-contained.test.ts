import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// A plain clone has nothing beside it (issue 36): no code, configuration or script may reach outside the repository.
describe('the repository stands alone', () => {
  it('has no code or configuration that reads a folder beside the clone', () => {
    const grep = spawnSync('git', ['grep', '-l', '-E', String.raw`\.\./shared\b`, '--', '.', ':!*.md'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    // git grep exits 1 when nothing matches, 0 with the files it found.
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1);
  });
});
