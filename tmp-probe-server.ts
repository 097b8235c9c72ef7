import { createTestDatabase } from './tests/support/database';
const db = await createTestDatabase('kochclip_probe_admin');
console.log(db.url);
