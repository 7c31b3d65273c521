import { defineProject } from 'vitest/config';
import { refuseMockingTestFiles } from '../../scripts/testing/mocking-test-files.ts';

refuseMockingTestFiles('domain', new URL('.', import.meta.url), ['src', 'test']);

// Pure rules, no mocks (refused above) and no globals: the test files share their modules (isolate: false) instead of each one
// importing zod, fast-check and the domain again, which took 34 of the project's 52 s (decision 030).
export default defineProject({ test: { name: 'domain', environment: 'node', isolate: false } });
