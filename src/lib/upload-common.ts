/**
 * What every upload rule shares: the attachment maximum of spec 9 with its messages, and what
 * format a file is by its name and by its first bytes (ASVS 5.2: check the content, not only
 * the name). The registration materials (./register-file-rules.ts) and the institution picture
 * (./picture-file-rules.ts) use it; small and apart, so that a page using one rule does not
 * download the other.
 */
import { ATTACHMENT_MAX_KB } from '@/config/spec-limits';

/** Spec 9: attachment maximum 102400 KB. */
export const MAX_FILE_KB = ATTACHMENT_MAX_KB;
export const MAX_FILE_BYTES = MAX_FILE_KB * 1024;

export const FILE_MESSAGES = {
  tooLarge: '附件大小不能超过100M',
  empty: '附件内容为空',
} as const;

export type FileKind = 'pdf' | 'jpg' | 'png' | 'gif';

/** Bytes read from the start of a file for the content check. */
export const SNIFF_BYTES = 8;

const EXTENSIONS: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
};

/** The format a file name announces by its extension, or null. */
export function kindOfName(fileName: string): FileKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * The checks of a file that need no content: its name announces one of `kinds` (else
 * `kindMessage`), it is not empty and at most 102400 KB. Null when they pass, else the message.
 */
export function checkNameAndSize(
  fileName: string,
  size: number,
  kinds: readonly FileKind[],
  kindMessage: string,
): string | null {
  const kind = kindOfName(fileName);
  if (!kind || !kinds.includes(kind)) return kindMessage;
  if (size <= 0) return FILE_MESSAGES.empty;
  if (size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}

/** The format the first bytes announce: %PDF, the PNG signature, FF D8 FF, GIF8; else null. */
export function sniffKind(head: Uint8Array): FileKind | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  return null;
}

/** Reads the first bytes of a File or Blob (only when the other checks passed). */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
