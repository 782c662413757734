/**
 * Maps a position in the app bundle back to the generated file and line, from the bundle's
 * source map (fetched once, only when an error needs it). A small decoder for source map v3.
 */
export interface OriginalPosition {
  file: string;
  line: number;
  column: number;
}

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/** Per generated line: [generatedColumn, sourceIndex, originalLine, originalColumn] segments. */
type DecodedLines = number[][][];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = new Map([...BASE64].map((char, index) => [char, index]));

function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGITS.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export function decodeMappings(mappings: string): DecodedLines {
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  return mappings.split(';').map((line) => {
    let generatedColumn = 0;
    const segments: number[][] = [];
    for (const text of line.split(',')) {
      if (!text) continue;
      const fields = decodeSegment(text);
      generatedColumn += fields[0] ?? 0;
      if (fields.length < 4) continue;
      source += fields[1]!;
      originalLine += fields[2]!;
      originalColumn += fields[3]!;
      segments.push([generatedColumn, source, originalLine, originalColumn]);
    }
    return segments;
  });
}

/** `line` is 1-based and `column` 1-based, as in stack traces; the answer's line is 1-based too. */
export function originalPositionFor(
  map: RawSourceMap,
  decoded: DecodedLines,
  line: number,
  column: number,
) {
  const segments = decoded[line - 1];
  if (!segments || segments.length === 0) return null;
  let best = segments[0]!;
  for (const segment of segments) {
    if (segment[0]! <= column - 1) best = segment;
    else break;
  }
  const file = map.sources[best[1]!];
  if (file === undefined) return null;
  return { file: file.replace(/^files:/, ''), line: best[2]! + 1, column: best[3]! + 1 };
}

const maps = new Map<string, Promise<{ map: RawSourceMap; decoded: DecodedLines } | null>>();

function loadMap(scriptUrl: string) {
  let found = maps.get(scriptUrl);
  if (!found) {
    found = fetch(`${scriptUrl}.map`)
      .then((response) => (response.ok ? (response.json() as Promise<RawSourceMap>) : null))
      .then((map) => (map ? { map, decoded: decodeMappings(map.mappings) } : null))
      .catch(() => null);
    maps.set(scriptUrl, found);
  }
  return found;
}

const FRAME = /(https?:\/\/[^\s()]+\/preview\/app\/[^\s()]+?\.js):(\d+):(\d+)/;

/** The first frame of `stack` (or the given position) that lies in an app bundle, mapped back. */
export async function locate(
  stack: string | undefined,
  url?: string,
  line?: number,
  column?: number,
) {
  const match = stack ? FRAME.exec(stack) : null;
  const target = match
    ? { url: match[1]!, line: Number(match[2]), column: Number(match[3]) }
    : url && url.includes('/preview/app/') && line
      ? { url, line, column: column ?? 1 }
      : null;
  if (!target) return null;
  const loaded = await loadMap(target.url);
  return loaded
    ? originalPositionFor(loaded.map, loaded.decoded, target.line, target.column)
    : null;
}
