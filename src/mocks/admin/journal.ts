/**
 * What the clients sent to the mock API, oldest first (QA contract: GET /__mock__/requests):
 * method, path under /api/, query, body, the user behind the token, the time and the answer's
 * code. Bodies are kept as sent, JSON and forms parsed; a file is summarised by its name and
 * size; a body over 64 KB by its size. Secrets are never kept: the values of password fields,
 * SMS and captcha codes, in bodies and queries, read `***` (`masked`). The journal keeps the
 * newest 2,000 entries.
 */
import type { JournalEntry } from '@/api/mock-admin-types';
import { pathMatches } from './fault-book';

export type { JournalEntry };

export const JOURNAL_LIMIT = 2000;
const BODY_LIMIT = 64 * 1024;

export const MASK = '***';

/** Field names whose values are secrets: passwords, SMS codes (`code`, `smsCode`), captchas. */
export const SECRET_FIELD = /(?:password|passwd|pwd|smscode|verifycode|captcha)$|^code$/i;

const SECRET_PAIR =
  /((?:^|[&"'\s{,])(?:\w*(?:password|passwd|pwd|smscode|verifycode|captcha)|code)["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^&,}\s]*)/gi;

/** `value` with every secret field's value replaced by `***`, own keys only, at any depth. */
export function masked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.replace(SECRET_PAIR, (_all, name: string, secret: string) => {
      const quote = secret.startsWith('"') || secret.startsWith("'") ? secret[0]! : '';
      return `${name}${quote}${MASK}${quote}`;
    });
  if (typeof value !== 'object' || value === null || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) && item !== null && item !== '' ? MASK : masked(item, depth + 1),
    ]),
  );
}

/** A request's body as the journal keeps it, its secrets masked. */
export async function bodyOf(request: Request): Promise<unknown> {
  return masked(await keptBody(request));
}

async function keptBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  const copy = request.clone();
  if (type.includes('multipart/form-data')) {
    const form = await copy.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, name) => {
      out[name] =
        typeof value === 'string'
          ? value
          : { file: value.name, size: value.size, type: value.type };
    });
    return out;
  }
  const text = await copy.text();
  if (text === '') return null;
  if (text.length > BODY_LIMIT) return { size: text.length };
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.includes('x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return text;
}

/** The envelope's code of an answer, else its HTTP status. */
export async function codeOf(response: Response): Promise<number | null> {
  if (response.type === 'error') return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = (await response.clone().json()) as { code?: unknown };
      if (typeof body.code === 'number') return body.code;
    } catch {
      // a cut body: the status says what there is
    }
  }
  return response.status;
}

export class Journal {
  private entries: JournalEntry[] = [];

  record(entry: JournalEntry): void {
    this.entries.push(entry);
    if (this.entries.length > JOURNAL_LIMIT)
      this.entries.splice(0, this.entries.length - JOURNAL_LIMIT);
  }

  /** Entries whose path matches `glob` (`*` a wildcard) and whose time is at least `since`. */
  query(glob?: string | null, since?: number | null): JournalEntry[] {
    return this.entries.filter(
      (entry) => (!glob || pathMatches(glob, entry.path)) && (!since || entry.time >= since),
    );
  }

  clear(): void {
    this.entries = [];
  }
}
