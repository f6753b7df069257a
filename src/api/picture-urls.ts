/** URL of the institution picture's upload (./picture.ts), shared with the mock handlers. */
export const PICTURE_URLS = {
  /** Path chosen by us: the spec names no upload of the picture (POST, multipart). */
  uploadInstPicture: 'sys/uploadInstPicture',
} as const;
