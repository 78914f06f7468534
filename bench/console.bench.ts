import { measureFirstLoad, type FirstLoad } from './console/first-load';
import { productionBuild, startServer } from './console/server';

// Issue 16 item 4, a light console: the bytes and requests of a first load in Chromium against
// the production build on the real server (embedded default), with the issue's targets and its
// figures from before the change. Set BENCH_UI_DIR to measure an existing build.

const KB = 1024;
const BEFORE = { requests: 93, jsDecoded: 2.01 * KB * KB, jsGzip: 571 * KB };
const TARGET = { redirectJs: 150 * KB, workbenchJs: 250 * KB, lcpMs: 1000 };
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const table = (runs: FirstLoad[]) => {
  const pick = (f: (run: FirstLoad) => number) => median(runs.map(f));
  const redirectJs = pick((r) => r.redirect.js.transferred);
  const workbenchJs = pick((r) => r.signInToWorkbench.js.transferred);
  const lcp = pick((r) => r.signInToWorkbench.lcpMs);
  const returning = pick((r) => r.returningLcpMs);
  const rows: [string, string, string, string][] = [
    ['(a) sign-in redirect: requests', String(pick((r) => r.redirect.requests)), '', ''],
    ['(a) JS transferred', kb(redirectJs), `≤ ${kb(TARGET.redirectJs)}`, (redirectJs / TARGET.redirectJs).toFixed(2)],
    ['(a) JS decoded', kb(pick((r) => r.redirect.js.decoded)), '', ''],
    [
      '(b) first visit to workbench: requests',
      String(pick((r) => r.signInToWorkbench.requests)),
      `was ${BEFORE.requests}`,
      (pick((r) => r.signInToWorkbench.requests) / BEFORE.requests).toFixed(2),
    ],
    [
      '(b) JS transferred',
      kb(workbenchJs),
      `≤ ${kb(TARGET.workbenchJs)}; was ${kb(BEFORE.jsDecoded)} uncompressed (${kb(BEFORE.jsGzip)} if gzipped)`,
      (workbenchJs / TARGET.workbenchJs).toFixed(2),
    ],
    [
      '(b) JS decoded',
      kb(pick((r) => r.signInToWorkbench.js.decoded)),
      `was ${kb(BEFORE.jsDecoded)}`,
      (pick((r) => r.signInToWorkbench.js.decoded) / BEFORE.jsDecoded).toFixed(2),
    ],
    [
      '(b) all bytes transferred / decoded',
      `${kb(pick((r) => r.signInToWorkbench.transferred))} / ${kb(pick((r) => r.signInToWorkbench.decoded))}`,
      '',
      '',
    ],
    ['(b) GraphQL requests over HTTP', String(pick((r) => r.signInToWorkbench.graphql.count)), '', ''],
    [
      '(b) workbench LCP (from /callback)',
      `${lcp.toFixed(0)} ms`,
      `≤ ${TARGET.lcpMs} ms`,
      (lcp / TARGET.lcpMs).toFixed(2),
    ],
    [
      '(c) workbench LCP, new tab (cached code)',
      `${returning.toFixed(0)} ms`,
      `≤ ${TARGET.lcpMs} ms`,
      (returning / TARGET.lcpMs).toFixed(2),
    ],
  ];
  const last = runs.at(-1);
  console.log(
    `\nconsole weight, first load in Chromium (median of ${runs.length} runs; ratio = figure / target or / before)`,
  );
  console.log('| measurement | figure | target or before | ratio |\n| --- | ---: | --- | ---: |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (last) {
    const { graphql, repeatedUrls, favicon } = last.signInToWorkbench;
    console.log(
      `LCP elements (each run): ${runs.map((r) => `${r.signInToWorkbench.lcpElement} at ${r.signInToWorkbench.lcpMs.toFixed(0)} ms`).join('; ')}`,
    );
    // BENCH_TIMELINE=1: what the workbench's first paint waited for.
    if (process.env['BENCH_TIMELINE'])
      console.log(`timeline of /callback (last run):\n  ${last.signInToWorkbench.timeline.join('\n  ')}`);
    console.log(`duplicate GraphQL requests (last run): ${graphql.duplicates.join(', ') || 'none'}`);
    console.log(`URLs fetched more than once (last run): ${repeatedUrls.join(', ') || 'none'}`);
    console.log(`scripts by Content-Encoding (last run): ${JSON.stringify(last.signInToWorkbench.js.encodings)}`);
    console.log(`/favicon.ico answers (last run): ${[...new Set(favicon)].join('; ') || 'not requested'}`);
    const largest = last.signInToWorkbench.js.largest.map((f) => `${f.path} ${kb(f.transferred)} (${kb(f.decoded)})`);
    console.log(`largest scripts (last run, transferred (decoded)):\n  ${largest.join('\n  ')}`);
  }
};

export const run = async () => {
  const build = productionBuild();
  try {
    const runs: FirstLoad[] = [];
    // A fresh server per run: the first sign-in of a data directory is what a new visitor gets.
    for (let i = 0; i < RUNS; i++) {
      const server = await startServer(build.uiDir);
      try {
        runs.push(await measureFirstLoad(server.url));
      } finally {
        await server.stop();
      }
    }
    table(runs);
  } finally {
    build.cleanup();
  }
};
