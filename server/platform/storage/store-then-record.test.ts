import { describe, expect, it } from 'vitest';
import { storeThenRecord, type FileStorage } from './file-storage';

const memoryStorage = () => {
  const files = new Map<string, Buffer>();
  let next = 0;
  const storage: FileStorage = {
    put: async (prefix, data) => {
      const key = `${prefix}/${(next += 1)}`;
      files.set(key, data);
      return key;
    },
    get: async (key) => files.get(key) ?? Buffer.alloc(0),
    remove: async (key) => {
      files.delete(key);
    },
  };
  return { storage, files };
};

describe('storeThenRecord', () => {
  it('stores the bytes and answers what the record answers, given the new key', async () => {
    const { storage, files } = memoryStorage();
    const answer = await storeThenRecord(storage, 'pictures/u1', Buffer.from('png'), async (key) => ({ key }));
    expect(answer).toEqual({ key: 'pictures/u1/1' });
    expect([...files.keys()]).toEqual(['pictures/u1/1']);
  });

  it('removes the bytes again when the record fails, and lets the failure through', async () => {
    const { storage, files } = memoryStorage();
    const failing = storeThenRecord(storage, 'resumes/u1', Buffer.from('pdf'), async () => {
      throw new Error('insert refused');
    });
    await expect(failing).rejects.toThrow('insert refused');
    expect(files.size).toBe(0);
  });
});
