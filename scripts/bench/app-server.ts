import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../../db/src';
import { DEFAULT_APP_CONFIG } from '../../routers/src/context';
import { createApp } from '../../server/src/app';
import { createDirectoryStorage } from '../../server/src/services/storage';

/** The real application, as the benchmark's subject. argv: databaseUrl port */
const [databaseUrl = '', port = '0'] = process.argv.slice(2);
const { db, sql } = createDb(databaseUrl);
const storage = createDirectoryStorage(await mkdtemp(path.join(tmpdir(), 'kochclip-bench-')));
const app = createApp({ db, sql, storage, config: DEFAULT_APP_CONFIG, allowedOrigins: [], trustProxy: false, log: () => undefined });
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
