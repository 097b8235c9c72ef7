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

/** One plain closing line ("Tests: 480 passed, 0 failed, 1 skipped") that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = []) {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    count(files, totals);
    console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  }
}
