import { expect } from 'vitest';
import type { ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/trainingProgram';

/**
 * The editor's writes the kept-list tests make between two reads (content-count-cache and
 * content-page-cache): a programme named `${prefix}-${n}-${run}` whose English title holds `word`,
 * and its status moves. `harness` is read at each call (the tests start it in beforeAll).
 */
export const programmeWrites = (harness: () => ServerHarness, names: { prefix: string; run: string; word: string }) => {
  const editor = () => harness().as('editor');
  return {
    create: async (n: number): Promise<string> => {
      const res = await editor().post(BASE, {
        code: `${names.prefix}-${n}-${names.run}`,
        titleZh: `${names.prefix}${n}`,
        titleEn: `${names.prefix} ${names.word} ${n}`,
        minDifficulty: 1,
        maxDifficulty: 5,
        difficulty: 2,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }).id;
    },
    status: async (id: string, contentStatus: string): Promise<void> => {
      const res = await editor().put(`${BASE}/contentStatus`, { id, contentStatus });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
};
