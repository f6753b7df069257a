/**
 * Upload rules of the registration materials (spec 5.2, 9): what each kind of file may
 * be, checked by name and by content before anything is sent. Pure: no React, axios or mocks.
 * The messages and rules are the ones the mock server applies to user/uploadRegisterFile
 * (src/mocks/handlers/register-store.ts `checkRegisterFile`), so a file the form accepts is one
 * the server accepts; register-file-rules.test.ts holds the two side by side.
 *
 *   licence     营业执照       PDF only
 *   authLetter  授权书         PDF only
 *   idScan      证件扫描件     JPG, GIF or PNG (the spec's "scans limited to JPG, GIF, PNG")
 *
 * Every file: at most 100 MB (102400 KB), not empty, and its first bytes must be those of the
 * format its name announces (a renamed .exe is refused).
 */
import type { RegisterFileType } from '@/api/register-types';
import { ATTACHMENT_MAX_KB } from '@/config/spec-limits';

export type FileKind = 'pdf' | 'jpg' | 'png' | 'gif';

/** Spec 9: attachment maximum 102400 KB. */
export const MAX_FILE_KB = ATTACHMENT_MAX_KB;
export const MAX_FILE_BYTES = MAX_FILE_KB * 1024;
/** Bytes read from the start of a file for the content check. */
export const SNIFF_BYTES = 8;

export const FILE_MESSAGES = {
  tooLarge: '附件大小不能超过100M',
  empty: '附件内容为空',
} as const;

export interface FileRule {
  label: string;
  kinds: readonly FileKind[];
  /** The `accept` attribute of the file input. */
  accept: string;
  /** Shown when the name announces another format. */
  message: string;
  /** The formats as the page names them. */
  hint: string;
}

export const FILE_RULES: Readonly<Record<RegisterFileType, FileRule>> = {
  licence: {
    label: '营业执照',
    kinds: ['pdf'],
    accept: '.pdf,application/pdf',
    message: '营业执照仅支持PDF格式',
    hint: 'PDF',
  },
  authLetter: {
    label: '授权书',
    kinds: ['pdf'],
    accept: '.pdf,application/pdf',
    message: '授权书仅支持PDF格式',
    hint: 'PDF',
  },
  idScan: {
    label: '证件扫描件',
    kinds: ['jpg', 'gif', 'png'],
    accept: '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png',
    message: '证件扫描件仅支持JPG、GIF、PNG格式',
    hint: 'JPG、GIF、PNG',
  },
};

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

/** The format the first bytes announce: %PDF, the PNG signature, FF D8 FF, GIF8; else null. */
export function sniffKind(head: Uint8Array): FileKind | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  return null;
}

/**
 * The checks that need no content: the name's format, emptiness and size.
 * Returns null when they pass, else the message.
 */
export function checkFileMeta(
  fileType: RegisterFileType,
  fileName: string,
  size: number,
): string | null {
  const rule = FILE_RULES[fileType];
  const kind = kindOfName(fileName);
  if (!kind || !rule.kinds.includes(kind)) return rule.message;
  if (size <= 0) return FILE_MESSAGES.empty;
  if (size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}

/** Every check, with the file's first bytes. Returns null when the file is acceptable. */
export function checkFile(
  fileType: RegisterFileType,
  fileName: string,
  size: number,
  head: Uint8Array,
): string | null {
  const meta = checkFileMeta(fileType, fileName, size);
  if (meta) return meta;
  const rule = FILE_RULES[fileType];
  const kind = kindOfName(fileName);
  if (sniffKind(head) !== kind) {
    return kind === 'pdf'
      ? `${rule.label}文件内容不是有效的PDF文件`
      : `${rule.label}文件内容不是有效的${(kind ?? '').toUpperCase()}图片`;
  }
  return null;
}

/** Reads the first bytes of a File or Blob (only when the other checks passed). */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

/** Size for people: 1.5 MB, 320 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
