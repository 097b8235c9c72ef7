import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files in flight at once in the forks pool (unit + integration). Vitest's default is one fewer than the
 * cores, i.e. a single file at a time on a 2-core CI machine, although most integration files spend their time
 * waiting for PostgreSQL, HTTP and timers, not computing: at least two (beside the browser files' thread: three
 * things at once on 2 cores; three forks starved the media tests' children), more on a machine with more cores.
 * Every integration file works on its own members, client addresses, ports and (where it counts rows or walks
 * lists) its own database, so they may overlap. `--maxWorkers=1` runs them one at a time again.
 */
const FORKS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    maxWorkers: FORKS,
    minWorkers: 1,
    // The unit and integration files (the forks pool; Vitest reads this for the whole pool, not per project) share
    // their fork's modules: a file no longer loads the routers, drizzle and the server afresh in a new process (1–2 s
    // each on an idle 2-core machine, 3–4 s beside the browser tests: a whole run's collect and setup went from 330 s
    // to 60 s). None of them mocks a module or stubs the environment for longer than a test, and each
    // closes what it opens (servers, pools, databases) in its own afterAll, so the files stay independent. A file
    // that needs a fresh process (a module-level mock, `vi.stubEnv`) needs a pool of its own (`pool: 'threads'`).
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'unit',
          // Unit tests of one package's modules sit beside them; tests/unit holds those that read several packages
          // or the shared fixtures of tests/support.
          include: ['tests/unit/**/*.test.ts', '{core,db,routers,server,web}/src/**/*.test.ts'],
          environment: 'node',
          // A file's first test pays its modules' cold start (the caption reader's first text: about 1 s alone, 6.9 s
          // beside the whole suite on a slow 2-core machine, past Vitest's 5 s default). Speed is for the benchmarks.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/integration.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The browser files share one server (global-e2e.ts) and run one after another, in a worker thread: a
          // pool of their own, so they run while the forks pool works through the unit and integration files
          // (in the forks pool they would wait for all of those to end).
          pool: 'threads',
          poolOptions: { threads: { singleThread: true } },
        },
      },
    ],
  },
});
