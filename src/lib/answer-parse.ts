/**
 * How the HTTP client reads an answer's text: an answer longer than its limit is refused before
 * it is parsed. JSON.parse runs on the main thread and costs about 25-80 ms per MB of rows on the
 * CI machine, so a 10 MB answer froze the page for a quarter of a second or more however few
 * rows were then kept; 2 MB keeps the parse of any answer well under the 200 ms of a long task.
 * No answer of spec 7 comes near it, except a picture sent as a data URL (a few long strings,
 * which parse fast): such a call passes a larger limit.
 */

/**
 * Bytes of an answer accepted at most (2 MB): the client drops a longer answer while it
 * downloads (Content-Length, or what has arrived), and never parses a text longer than this.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** What an answer too long to parse is read as. */
export const TOO_LARGE = Object.freeze({ tooLarge: true as const });

/**
 * The transform of the answer's text: parsed JSON, TOO_LARGE, or the text when it is not JSON.
 * (A text of more characters than `maxBytes` has more bytes than that in UTF-8 too.)
 */
export function parseAnswer(maxBytes: number = MAX_ANSWER_BYTES): (data: unknown) => unknown {
  return (data) => {
    if (typeof data !== 'string') return data;
    if (data.length > maxBytes) return TOO_LARGE;
    try {
      return JSON.parse(data) as unknown;
    } catch {
      return data;
    }
  };
}
