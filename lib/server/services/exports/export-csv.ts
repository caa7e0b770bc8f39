import "server-only";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify/sync";

/**
 * RFC 4180: CRLF between records; a field holding a comma, a double quote, CR or LF is quoted and
 * its quotes doubled (csv-stringify quotes the delimiter and quotes by itself; quoted_match adds
 * lone CR and LF, which it would otherwise leave bare with a CRLF record delimiter).
 */
export const CSV_OPTIONS = { delimiter: ",", record_delimiter: "\r\n", quoted_match: /[\r\n]/, eof: true } as const;

/**
 * CSV text of one batch of records (every value already a string). The file is streamed batch
 * by batch; within a batch csv-stringify's synchronous API allocates far less than its stream
 * (no per-record stream events), which keeps the server's heap, and so its RSS, near idle.
 */
export async function csvText(records: string[][]): Promise<string> {
  return stringify(records, CSV_OPTIONS);
}

/**
 * Counts the records of a CSV fed in pieces (csv-parse, streaming), checking that every record
 * has as many fields as the first: used to verify a stored file before it is declared complete.
 */
export function csvRecordCounter(): { write: (text: string) => void; end: () => Promise<number> } {
  const parser = parse({ relax_column_count: false, record_delimiter: "\r\n" });
  let records = 0;
  let failure: Error | undefined;
  parser.on("readable", () => {
    while (parser.read() !== null) records++;
  });
  parser.on("error", (error) => (failure = error));
  const done = new Promise<void>((resolve) => parser.once("end", resolve).once("error", () => resolve()));
  return {
    write: (text) => {
      if (!failure) parser.write(text);
    },
    end: async () => {
      parser.end();
      await done;
      if (failure) throw failure;
      return records;
    },
  };
}
