import { spawn } from 'node:child_process';

/**
 * npm run checks (the part of `npm test` before vitest): typecheck, lint, and OpenAPI check + build at the same
 * time. Each is one single-threaded process (tsc, eslint, vite/esbuild), so one after another they leave the
 * second core idle. Each step's output is printed in one piece when it ends; the checks fail when any step fails,
 * after all have ended. None of them reads what another writes (the build writes only ignored output folders).
 */
const STEPS: { name: string; scripts: string[] }[] = [
  { name: 'typecheck', scripts: ['typecheck'] },
  { name: 'lint', scripts: ['lint'] },
  { name: 'openapi:check + build', scripts: ['openapi:check', 'build'] },
];

function runScript(script: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ code: 1, output: `${output}${String(error)}\n` }));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function runStep({ scripts }: (typeof STEPS)[number]): Promise<boolean> {
  const started = performance.now();
  for (const script of scripts) {
    const { code, output } = await runScript(script);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n── ${script} (${code === 0 ? 'ok' : `Fehler, Code ${code}`}, ${seconds} s) ──\n${output.trimEnd()}`);
    if (code !== 0) return false;
  }
  return true;
}

const results = await Promise.all(STEPS.map(runStep));
const failed = STEPS.filter((_, i) => !results[i]).map((step) => step.name);
if (failed.length > 0) {
  console.error(`\nFehlgeschlagen: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAlle Prüfungen bestanden.');
