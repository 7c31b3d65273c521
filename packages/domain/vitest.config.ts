import { defineProject } from 'vitest/config';

// Pure rules, no mocks and no globals: the test files share their modules (isolate: false) instead of each one
// importing zod, fast-check and the domain again, which took 34 of the project's 52 s (decision 030).
export default defineProject({ test: { name: 'domain', environment: 'node', isolate: false } });
