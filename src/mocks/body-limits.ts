/**
 * How much the mock HTTP server reads of a request body: uploads (multipart) up to spec 9's
 * attachment maximum, 102400 KB, plus room for the multipart envelope; every other body (JSON,
 * forms) up to 1 MB. A larger body is refused before it is read (Content-Length) or as soon as
 * the count passes the limit (chunked), with HTTP 413 and code -413.
 */
import { ATTACHMENT_MAX_KB } from '@/config/spec-limits';

export const MAX_UPLOAD_FILE_BYTES = ATTACHMENT_MAX_KB * 1024;
/** The multipart boundary lines and part headers around the file and its fields. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** JSON and form bodies. */
export const MAX_PLAIN_BODY_BYTES = 1024 * 1024;

export interface BodyLimit {
  bytes: number;
  message: string;
}

export function bodyLimitOf(contentType: string | undefined): BodyLimit {
  if ((contentType ?? '').toLowerCase().includes('multipart/form-data')) {
    return {
      bytes: MAX_UPLOAD_FILE_BYTES + MULTIPART_ENVELOPE_BYTES,
      message: '上传文件过大：附件不能超过100M',
    };
  }
  return { bytes: MAX_PLAIN_BODY_BYTES, message: '请求体过大：不能超过1MB' };
}
