import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDb, type TDbHandle } from '@kochclip/db';

/**
 * Transactions under a saturated pool. The pipeline is set to 2 statements per connection so the pool's edge
 * (a BEGIN that fills a busy connection's pipeline) is reached in every run instead of once in a long soak.
 */
let handle: TDbHandle;
const table = `kc_tx_probe_${process.pid}`;

beforeAll(async () => {
  handle = createDb(inject('databaseUrl'), { max: 3, maxPipeline: 2 });
  await handle.sql.unsafe(`create table ${table} (id serial primary key, note text not null)`);
});

afterAll(async () => {
  await handle.sql.unsafe(`drop table if exists ${table}`);
  await handle.close();
});

const count = async () => (await handle.sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;

describe('transactions on a busy pool', () => {
  it('keeps every transaction on a connection of its own while hundreds of other statements queue', async () => {
    const { db } = handle;
    const failures: unknown[] = [];
    let sharedTransaction = 0;
    const plain = async () => {
      for (let i = 0; i < 25; i++) {
        // Outside a transaction no transaction id is ever assigned; one here means this statement ran inside
        // somebody else's transaction.
        const rows = await db.execute<{ xid: string | null }>(sql`select txid_current_if_assigned()::text as xid`);
        if (rows[0]?.xid !== null) sharedTransaction++;
      }
    };
    const writer = async (worker: number) => {
      for (let i = 0; i < 10; i++) {
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql`insert into ${sql.identifier(table)} (note) values (${`w${worker}-${i}`})`);
            await tx.execute(sql`select pg_sleep(0.002)`);
          });
        } catch (error) {
          failures.push(error);
        }
      }
    };
    await Promise.all([...Array.from({ length: 200 }, plain), ...Array.from({ length: 30 }, (_, w) => writer(w))]);
    expect(failures).toEqual([]);
    expect(sharedTransaction).toBe(0);
    expect(await count()).toBe(300);
    const open = await handle.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`;
    expect(open[0]?.n).toBe(0);
  });

  it('rolls back everything a failed transaction wrote and keeps the connection usable', async () => {
    const { db } = handle;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} (note) values ('verworfen')`);
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} (note) values (null)`);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
    const rows = await db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows[0]?.one).toBe(1);
  });

  it('rolls back a nested transaction to its savepoint and commits the outer one', async () => {
    const { db } = handle;
    const before = await count();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} (note) values ('außen')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into ${sql.identifier(table)} (note) values ('innen')`);
          throw new Error('innen verworfen');
        }),
      ).rejects.toThrow('innen verworfen');
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into ${sql.identifier(table)} (note) values ('innen behalten')`);
      });
    });
    const notes = await handle.sql.unsafe<{ note: string }[]>(`select note from ${table} where id > 0 order by id`);
    expect(await count()).toBe(before + 2);
    expect(notes.map((row) => row.note).slice(-2)).toEqual(['außen', 'innen behalten']);
  });
});
