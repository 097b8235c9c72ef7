import type { RunnerTask, RunnerTestFile } from 'vitest';
import type { Reporter } from 'vitest/reporters';

function count(tasks: RunnerTask[], totals: { passed: number; failed: number; skipped: number }) {
  for (const task of tasks) {
    if (task.type === 'suite') count(task.tasks, totals);
    else if (task.result?.state === 'pass') totals.passed += 1;
    else if (task.result?.state === 'fail') totals.failed += 1;
    else totals.skipped += 1;
  }
}

/** The slowest files (where CI time goes) and one plain closing line ("Tests: 480 passed, 0 failed, 1 skipped") that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = []) {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    count(files, totals);
    const slowest = files
      .map((file) => ({ name: file.name, ms: (file.result?.duration ?? 0) + (file.setupDuration ?? 0) + (file.collectDuration ?? 0) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 25);
    console.log('\nSlowest test files (setup + collect + run):');
    for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
    console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  }
}
