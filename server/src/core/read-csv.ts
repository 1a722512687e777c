import { parse, type Info, type Options } from 'csv-parse';
import { turnOfTheEventLoop } from '../db/database';

/** Characters handed to the parser at a time: a few milliseconds of work each. */
const CHARACTERS_PER_TURN = 32 * 1024;

export interface CsvRecord {
  fields: string[];
  /** The line of the text the record ends on. */
  line: number;
}

/**
 * Reads CSV text with csv-parse a slice at a time, letting the event loop run between slices: a
 * 50,000-row file takes about a second to read, which done at once would keep every other
 * request waiting. Rejects with csv-parse's CsvError for text that is not CSV.
 */
export async function readCsv(
  text: string,
  options: Omit<Options, 'info' | 'columns' | 'objname'>,
): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  const parser = parse({ ...options, info: true });
  let failure: unknown = null;
  // Flowing: each record is handed over as it is read, so every slice written is read at once
  // (paused, the parser would hold slices back and read them all when the text ends).
  parser.on('data', (entry: { record: string[]; info: Info }) => {
    records.push({ fields: entry.record, line: entry.info.lines });
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failure = error;
      resolve();
    });
  });
  for (let start = 0; start < text.length && !failure; start += CHARACTERS_PER_TURN) {
    parser.write(text.slice(start, start + CHARACTERS_PER_TURN));
    await turnOfTheEventLoop();
  }
  if (!failure) parser.end();
  await ended;
  if (failure) throw failure;
  return records;
}
