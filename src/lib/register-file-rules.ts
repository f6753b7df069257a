/**
 * Upload rules of the registration materials (spec 5.2, 9): what each kind of file may
 * be, checked by name and by content before anything is sent. Pure: no React, axios or mocks.
 * The mock server applies the same `checkFile` to user/uploadRegisterFile
 * (src/mocks/handlers/register-store.ts), so a file the form accepts is one the server accepts.
 *
 *   licence     营业执照       PDF only
 *   authLetter  授权书         PDF only
 *   idScan      证件扫描件     JPG, GIF or PNG (the spec's "scans limited to JPG, GIF, PNG")
 *
 * Every file: at most 100 MB (102400 KB), not empty, and its first bytes must be those of the
 * format its name announces (a renamed .exe is refused).
 */
import type { RegisterFileType } from '@/api/register-types';
import { checkNameAndSize, kindOfName, sniffKind, type FileKind } from './upload-common';

// What every upload rule shares (./upload-common.ts), under the names the registration uses.
export {
  FILE_MESSAGES,
  kindOfName,
  MAX_FILE_BYTES,
  MAX_FILE_KB,
  readHead,
  sniffKind,
  SNIFF_BYTES,
  type FileKind,
} from './upload-common';

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
  return checkNameAndSize(fileName, size, rule.kinds, rule.message);
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

/** Size for people: 1.5 MB, 320 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
