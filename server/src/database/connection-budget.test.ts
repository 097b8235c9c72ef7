import { describe, expect, it } from 'vitest';
import { connectionBudget } from './connection-budget';

const total = (b: { main: number; list: number; jobs: number }) => b.main + b.list + b.jobs;

describe('connectionBudget', () => {
  it('splits the default of 40 over two workers as 12 + 4 + 4 each', () => {
    expect(connectionBudget(40, 2)).toEqual({ main: 12, list: 4, jobs: 4 });
  });

  it('never lets the workers of one server together open more than DATABASE_POOL_MAX', () => {
    for (const poolMax of [16, 20, 40, 64, 100, 250]) {
      for (const workers of [1, 2, 3, 4, 8]) {
        if (poolMax / workers < 4) continue;
        expect(workers * total(connectionBudget(poolMax, workers)), `${poolMax}/${workers}`).toBeLessThanOrEqual(poolMax);
      }
    }
  });

  it('gives each worker at least one connection per pool and four in all, however small the budget', () => {
    const budget = connectionBudget(4, 8);
    expect(budget.main).toBeGreaterThanOrEqual(1);
    expect(budget.list).toBeGreaterThanOrEqual(1);
    expect(budget.jobs).toBeGreaterThanOrEqual(1);
    expect(total(budget)).toBe(4);
  });
});
