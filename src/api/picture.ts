/**
 * The upload of the institution's picture, spec 5.2's "jpg or png" upload (the picture's query
 * and delete are spec 7.4 calls of ./system.ts). A module of its own so that the signed-out
 * pages, which load the system calls, do not carry it. Needs a session (-403 without one).
 *
 * Codes (mock API): 1001 图片不能为空; 2510 the file refused, with the rule's message
 * (仅支持 JPG、PNG 格式的图片, 图片内容与格式不符：..., 附件内容为空, 附件大小不能超过100M).
 */
import { post, type ApiResult, type RequestOptions } from '@/lib/http-client';
import { PICTURE_URLS } from './picture-urls';
import { PICTURE_ANSWER_BYTES } from './system';
import type { InstPicture } from './system-types';

/**
 * POST sys/uploadInstPicture (multipart; the path is ours: spec 7 names the picture's query and
 * delete but not how it gets there): the form's `file` becomes the institution's picture. Spec
 * 5.2's "jpg or png" upload: JPG or PNG by name and content, at most 102400 KB (spec 9), the
 * rule of src/lib/picture-file-rules.ts; anything else is 2510 with its Chinese message. Answers
 * the picture as queryInstPicture does.
 */
export function uploadInstPicture(
  form: FormData,
  options: Pick<RequestOptions, 'onUploadProgress' | 'signal'> = {},
): ApiResult<InstPicture> {
  return post(PICTURE_URLS.uploadInstPicture, form, {
    ...options,
    maxAnswerBytes: PICTURE_ANSWER_BYTES,
  });
}
