/**
 * The name an uploaded file is stored under: only its last path part (no directories, either
 * slash), without NUL or other control characters, without markup characters (< > " ' `) and
 * Windows-reserved ones (: * ? |), trimmed of spaces and leading dots, and at most
 * MAX_UPLOAD_NAME_LENGTH characters with the extension kept. A name with nothing left is 未命名.
 */
export const MAX_UPLOAD_NAME_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 10;
const FALLBACK = '未命名';

export function cleanUploadName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>"'`:*?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const chars = [...cleaned];
  if (chars.length === 0) return FALLBACK;
  if (chars.length <= MAX_UPLOAD_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  const keep = [...extension].length <= MAX_EXTENSION_LENGTH ? extension : '';
  const stem = [...(keep ? cleaned.slice(0, dot) : cleaned)];
  return stem.slice(0, MAX_UPLOAD_NAME_LENGTH - [...keep].length).join('') + keep;
}
