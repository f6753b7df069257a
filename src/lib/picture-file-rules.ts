/**
 * The upload rule of the institution picture (spec 5.2: "jpg or png in another" place; spec 9:
 * attachment maximum 102400 KB). The picture is what the personal centre shows as the
 * institution's image, so it takes the two formats every browser shows: JPG and PNG. A file must
 * say so by its name and by its first bytes (the signature sniffKind reads, shared with the
 * registration's rules, ./upload-common.ts); a GIF, a PDF, or anything renamed to .png is
 * refused. A .jpg whose
 * bytes are a PNG (or the reverse) is still a picture of an accepted format and passes; its
 * content decides its type. Pure: the form checks before sending, and the mock server's
 * sys/uploadInstPicture applies the same function.
 */
import { checkNameAndSize, FILE_MESSAGES, sniffKind, type FileKind } from './upload-common';

export const PICTURE_KINDS: readonly FileKind[] = ['jpg', 'png'];

/** The `accept` attribute of the picture's file input. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const PICTURE_MESSAGES = {
  kind: '仅支持 JPG、PNG 格式的图片',
  content: '图片内容与格式不符：仅支持 JPG、PNG 格式的图片',
  ...FILE_MESSAGES,
} as const;

const MIME: Readonly<Partial<Record<FileKind, string>>> = { jpg: 'image/jpeg', png: 'image/png' };

/** The checks that need no content: the name's format, emptiness, 102400 KB. Null: they pass. */
export function checkPictureMeta(fileName: string, size: number): string | null {
  return checkNameAndSize(fileName, size, PICTURE_KINDS, PICTURE_MESSAGES.kind);
}

/** Every check, with the file's first bytes (readHead). Null when the picture is acceptable. */
export function checkPicture(fileName: string, size: number, head: Uint8Array): string | null {
  const meta = checkPictureMeta(fileName, size);
  if (meta) return meta;
  return pictureMime(head) ? null : PICTURE_MESSAGES.content;
}

/** The MIME type the first bytes show, for an accepted format; else null. */
export function pictureMime(head: Uint8Array): string | null {
  const kind = sniffKind(head);
  return kind && PICTURE_KINDS.includes(kind) ? (MIME[kind] ?? null) : null;
}
