import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// "Build only when the sources changed": a build records the hash of what it read in a stamp file
// beside its output, and the next start compares. Hashing contents (not mtimes) keeps a fresh
// clone, a `git checkout` there and back, or a copied tree from rebuilding for nothing.

/** Test files never reach a build; leaving them out spares a rebuild when only a test changed. */
const isBuildInput = (name: string) => !/\.test\.tsx?$/.test(name);

const filesUnder = (root: string, path: string): string[] => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || isBuildInput(entry.name))
    .flatMap((entry) => filesUnder(root, `${path}/${entry.name}`));
};

/** One hash over the names and contents of every file under `paths` (relative to `root`). */
export const hashInputs = (root: string, paths: readonly string[]): string => {
  const hash = createHash('sha256');
  const files = paths.flatMap((path) => filesUnder(root, path)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

export type BuildStep = {
  root: string;
  /** Files and folders the build reads, relative to root. */
  inputs: readonly string[];
  /** Files the build must have left; one missing means build again whatever the stamp says. */
  outputs: readonly string[];
  /** Where the hash of the last successful build's inputs is kept (inside the output). */
  stampFile: string;
  build: () => Promise<void>;
};

/** Runs `build` unless its output is there and was made from the same inputs. */
export const buildIfChanged = async (step: BuildStep, force = false): Promise<'built' | 'current'> => {
  const hash = hashInputs(step.root, step.inputs);
  const stamp = existsSync(step.stampFile) ? readFileSync(step.stampFile, 'utf8').trim() : undefined;
  const complete = step.outputs.every((output) => existsSync(join(step.root, output)));
  if (!force && complete && stamp === hash) return 'current';
  // Removed before building and written only after success, so that a build that fails half-way
  // (or is interrupted) leaves no stamp, and the next start builds again.
  rmSync(step.stampFile, { force: true });
  await step.build();
  // The hash of the inputs as they were before the build: a file edited during it builds again.
  mkdirSync(dirname(step.stampFile), { recursive: true });
  writeFileSync(step.stampFile, `${hash}\n`);
  return 'built';
};
