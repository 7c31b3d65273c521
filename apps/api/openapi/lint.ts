import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REDOCLY_CONFIG_FILE, REDOCLY_IGNORE_FILE } from './document';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: { pointer?: string }[];
}

export interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Redocly CLI's own switches for a run that reports nothing home and checks for no newer version. */
const QUIET_REDOCLY = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Lints a document with `redocly lint` and the rules (and accepted exceptions) kept beside openapi.json. */
export async function lintOpenApi(document: object): Promise<LintReport> {
  const folder = mkdtempSync(join(tmpdir(), 'travesia-openapi-'));
  try {
    writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document, null, 2));
    copyFileSync(REDOCLY_CONFIG_FILE, join(folder, 'redocly.yaml'));
    copyFileSync(REDOCLY_IGNORE_FILE, join(folder, '.redocly.lint-ignore.yaml'));
    const args = [redoclyCli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'];
    // Redocly exits 1 when it finds an error; the report on standard output says which.
    const output = await promisify(execFile)(process.execPath, [...args, '--max-problems', '1000'], {
      cwd: folder,
      env: { ...process.env, ...QUIET_REDOCLY },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(output.stdout) as LintReport;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One line per problem: where it is, its rule and what it says. */
export const describeProblem = (problem: LintProblem): string =>
  `${problem.severity} ${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '#'}: ${problem.message}`;
