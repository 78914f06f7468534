// Source maps for what we wrote, not for the packages bundled with it: Node parses a bundle's whole
// map at load when source maps are on (node --enable-source-maps), and the packages made up ~85% of
// it (4.1 MB for start.js, ~110 MB of resident memory and ~0.5 s of CPU at every start). Frames in
// a bundled package then show the bundle's line, as they would without a map.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

const decodeSegment = (segment: string): number[] => {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
};

const encodeValue = (value: number): string => {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    out += BASE64[rest > 0 ? digit | 32 : digit];
  } while (rest > 0);
  return out;
};

type SourceMap = { sources: string[]; mappings: string; names?: string[] };

/** The map without the segments that point into node_modules. */
export const trimSourceMap = (json: string): string => {
  const map = JSON.parse(json) as SourceMap;
  const kept = map.sources.map((source) => !source.includes('node_modules/'));
  // Fields after the generated column are deltas across the whole map; decode all, re-encode the kept.
  const absolute = [0, 0, 0, 0];
  const previous = [0, 0, 0, 0];
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let previousColumn = 0;
    const out: string[] = [];
    for (const segment of line ? line.split(',') : []) {
      const [columnDelta = 0, ...rest] = decodeSegment(segment);
      column += columnDelta;
      rest.forEach((delta, i) => (absolute[i]! += delta));
      if (rest.length === 0 || !kept[absolute[0]!]) continue;
      const fields = [column - previousColumn, ...rest.map((_, i) => absolute[i]! - previous[i]!)];
      previousColumn = column;
      rest.forEach((_, i) => (previous[i] = absolute[i]!));
      out.push(fields.map(encodeValue).join(''));
    }
    return out.join(',');
  });
  return JSON.stringify({ ...map, mappings: lines.join(';') });
};
