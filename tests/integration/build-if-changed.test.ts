import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, type BuildStep } from '../../scripts/inputs-hash.ts';

// npm start's decision (scripts/inputs-hash.ts): build when the inputs differ from those of the
// last successful build, or its output is gone; otherwise start at once.
describe('buildIfChanged', () => {
  let root: string;
  let builds: number;
  let failNext: boolean;

  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const step = (): BuildStep => ({
    root,
    inputs: ['src', 'index.html'],
    outputs: ['out/index.html'],
    stampFile: join(root, 'out/.inputs-hash'),
    build: async () => {
      builds++;
      write('out/index.html', 'partial');
      if (failNext) {
        failNext = false;
        throw new Error('the build failed');
      }
    },
  });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'atrium-build-if-changed-'));
    builds = 0;
    failNext = false;
    write('src/main.tsx', 'render(<App />)');
    write('src/app/App.tsx', 'export const App = () => null');
    write('index.html', '<div id="root"></div>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then skips while nothing changed', async () => {
    expect(await buildIfChanged(step())).toBe('built');
    expect(await buildIfChanged(step())).toBe('current');
    expect(builds).toBe(1);
  });

  it('builds again when a source changes, is added or is removed', async () => {
    await buildIfChanged(step());
    write('src/app/App.tsx', 'export const App = () => <main />');
    expect(await buildIfChanged(step())).toBe('built');
    write('src/app/Other.tsx', 'export {}');
    expect(await buildIfChanged(step())).toBe('built');
    rmSync(join(root, 'src/app/Other.tsx'));
    expect(await buildIfChanged(step())).toBe('built');
    expect(await buildIfChanged(step())).toBe('current');
    expect(builds).toBe(4);
  });

  it('does not rebuild for a changed test file, which no build reads', async () => {
    await buildIfChanged(step());
    write('src/app/App.test.tsx', 'it("renders")');
    expect(await buildIfChanged(step())).toBe('current');
  });

  it('builds again when the output is gone, whatever the stamp says', async () => {
    await buildIfChanged(step());
    rmSync(join(root, 'out/index.html'));
    expect(await buildIfChanged(step())).toBe('built');
  });

  it('leaves no stamp after a failed build, so that the next start builds again', async () => {
    await buildIfChanged(step());
    write('src/app/App.tsx', 'export const App = () => { syntax error');
    failNext = true;
    await expect(buildIfChanged(step())).rejects.toThrow('the build failed');
    expect(existsSync(join(root, 'out/.inputs-hash'))).toBe(false);
    // The partial output is there, but without a stamp it is not trusted.
    expect(await buildIfChanged(step())).toBe('built');
    expect(builds).toBe(3);
  });

  it('builds when forced (npm run build), even with nothing changed', async () => {
    await buildIfChanged(step());
    expect(await buildIfChanged(step(), true)).toBe('built');
    expect(builds).toBe(2);
  });
});
