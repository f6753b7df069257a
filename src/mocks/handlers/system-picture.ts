/**
 * Mock handlers of the institution picture (src/api/system.ts): its query and delete (spec 7.4)
 * and its upload (sys/uploadInstPicture, our path), which takes a JPG or PNG of at most
 * 102400 KB by the portal's own rule (src/lib/picture-file-rules.ts: name and first bytes) and
 * refuses anything else with 2510 and the rule's message. The picture is kept as a data URL of
 * the type its content shows.
 */
import type { HttpHandler } from 'msw';
import { PICTURE_URLS } from '@/api/picture-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { checkPicture, pictureMime } from '@/lib/picture-file-rules';
import { SNIFF_BYTES } from '@/lib/upload-common';
import { db } from '../db/db';
import { ApiError, ok, route } from '../http-kit';
import { file } from '../validate';
import { nowText, SC } from './system-kit';

/** Bytes as base64, in slices small enough for String.fromCharCode's arguments. */
function base64Of(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let at = 0; at < bytes.length; at += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  }
  return btoa(binary);
}

export const systemPictureHandlers: HttpHandler[] = [
  route('post', SYSTEM_URLS.queryInstPicture, ({ session }) => {
    const row = db.sysInstPictures.find((p) => p.instId === session.inst.instId);
    return ok({
      instId: session.inst.instId,
      picture: row?.picture ?? null,
      updateTime: row?.updateTime ?? null,
    });
  }),

  route('post', SYSTEM_URLS.deleteInstPicture, ({ session }) => {
    const row = db.sysInstPictures.find((p) => p.instId === session.inst.instId);
    if (!row?.picture) throw new ApiError(SC.noPicture, '暂无机构图片');
    row.picture = null;
    row.updateTime = nowText();
    return ok(null, { message: '删除成功' });
  }),

  route('post', PICTURE_URLS.uploadInstPicture, async ({ params, session }) => {
    const upload = file(params, 'file', '图片');
    const head = new Uint8Array(await upload.slice(0, SNIFF_BYTES).arrayBuffer());
    const refusal = checkPicture(upload.name, upload.size, head);
    const mime = pictureMime(head);
    if (refusal || !mime) throw new ApiError(SC.pictureRefused, refusal ?? '图片不符合要求');
    const picture = `data:${mime};base64,${base64Of(new Uint8Array(await upload.arrayBuffer()))}`;
    const updateTime = nowText();
    const { instId } = session.inst;
    const row = db.sysInstPictures.find((p) => p.instId === instId);
    if (row) Object.assign(row, { picture, updateTime });
    else db.sysInstPictures.push({ instId, picture, updateTime });
    return ok({ instId, picture, updateTime }, { message: '上传成功' });
  }),
];
