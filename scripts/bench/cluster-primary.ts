import cluster from 'node:cluster';

/**
 * Two (or more) copies of the production bundle sharing one port through Node's cluster module: the
 * benchmark's scaling figure. argv: bundlePath workers; the workers get the environment of this process.
 */
const [bundle = '', workers = '2'] = process.argv.slice(2);
cluster.setupPrimary({ exec: bundle, execArgv: ['--enable-source-maps'], silent: false });
for (let i = 0; i < Number(workers); i += 1) cluster.fork();
cluster.on('exit', (worker, code) => {
  if (code !== 0) console.error(`Worker ${worker.id} beendet mit ${code}`);
});
const stop = () => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
