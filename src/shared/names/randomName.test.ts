import { describe, expect, it } from 'vitest';
import { randomName } from './randomName';

describe('randomName', () => {
  it('puts the prefix before six characters that cannot be misread (no 0/O, 1/I/L)', () => {
    for (let i = 0; i < 50; i += 1) expect(randomName('Child')).toMatch(/^Child-[A-HJKMNP-Z2-9]{6}$/);
  });

  it('draws each character from the random bytes it is given', () => {
    expect(randomName('儿童', (bytes) => bytes.fill(0))).toBe('儿童-AAAAAA');
    expect(randomName('儿童', (bytes) => bytes.map((_, i) => i))).toBe('儿童-ABCDEF');
  });
});
