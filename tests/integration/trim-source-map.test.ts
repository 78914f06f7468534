import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { trimSourceMap } from '../../scripts/trim-source-map.ts';

// The server bundle's map keeps our sources' positions exactly and drops the bundled packages'.
describe('trimSourceMap', () => {
  const root = mkdtempSync(join(tmpdir(), 'atrium-trim-map-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('maps every position in our sources as before, and none in node_modules', async () => {
    mkdirSync(join(root, 'node_modules/lib'), { recursive: true });
    writeFileSync(join(root, 'node_modules/lib/package.json'), '{"name":"lib","main":"index.js"}');
    writeFileSync(join(root, 'node_modules/lib/index.js'), 'export const twice = (n) => {\n  return n * 2;\n};\n');
    const lines = Array.from({ length: 40 }, (_, i) => `export const f${i} = (n: number): number => twice(n) + ${i};`);
    writeFileSync(join(root, 'main.ts'), `import { twice } from 'lib';\n${lines.join('\n')}\n`);
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['main.ts'],
      bundle: true,
      format: 'esm',
      sourcemap: 'external',
      outdir: join(root, 'out'),
      write: false,
    });
    const mapText = result.outputFiles.find((file) => file.path.endsWith('.map'))!.text;
    const full = new SourceMap(JSON.parse(mapText) as ConstructorParameters<typeof SourceMap>[0]);
    const trimmed = new SourceMap(JSON.parse(trimSourceMap(mapText)) as ConstructorParameters<typeof SourceMap>[0]);
    let ours = 0;
    for (let line = 0; line < 80; line++)
      for (let column = 0; column < 60; column += 3) {
        const before = full.findEntry(line, column);
        if (!('originalSource' in before)) continue;
        const after = trimmed.findEntry(line, column);
        if (before.originalSource.includes('node_modules/'))
          expect('originalSource' in after && after.originalSource).not.toContain('node_modules/');
        else {
          ours++;
          expect(after).toEqual(before);
        }
      }
    expect(ours).toBeGreaterThan(100);
  });
});
