/**
 * The mock's institution picture: the upload (sys/uploadInstPicture) takes a JPG or PNG by name
 * and content and refuses a GIF, a PDF and a renamed file with 2510 and the rule's message
 * (spec 5.2), and the picture it keeps is what the query answers.
 */
import { describe, expect, it } from 'vitest';
import { uploadInstPicture } from '@/api/picture';
import * as api from '@/api/system';
import {
  data,
  GIF,
  JPG,
  PDF,
  PNG,
  refusal,
  withNativeFormData,
} from '../../../test/support/register-api-calls';
import { signInAs, signOut } from '../../../test/support/session';

withNativeFormData();

const ONLY = '仅支持 JPG、PNG 格式的图片';

function send(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  return uploadInstPicture(form);
}

describe('institution picture upload (spec 5.2: jpg or png)', () => {
  it.each([
    ['a JPG', '机构图片.jpg', JPG, 'image/jpeg'],
    ['a PNG', 'logo.PNG', PNG, 'image/png'],
  ])('takes %s and keeps it for the query', async (_label, name, bytes, mime) => {
    signInAs('admin');
    const saved = data(await send(name, bytes));
    expect(saved.instId).toBe('20001');
    expect(saved.picture).toMatch(new RegExp(`^data:${mime};base64,`));
    const base64 = saved.picture!.split(',')[1]!;
    expect(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))).toEqual(bytes);
    expect(data(await api.queryInstPicture())).toEqual(saved);
  });

  it.each([
    ['a GIF', 'logo.gif', GIF, ONLY],
    ['a PDF', 'logo.pdf', PDF, ONLY],
    ['a GIF renamed .png', 'logo.png', GIF, `图片内容与格式不符：${ONLY}`],
    ['a PDF renamed .jpg', 'logo.jpg', PDF, `图片内容与格式不符：${ONLY}`],
    ['an empty file', 'logo.png', new Uint8Array(), '附件内容为空'],
  ])('refuses %s with 2510 and keeps the picture it had', async (_label, name, bytes, message) => {
    signInAs('admin');
    const before = data(await api.queryInstPicture());
    refusal(await send(name, bytes), 2510, message);
    expect(data(await api.queryInstPicture())).toEqual(before);
  });

  it('needs a file (1001) and a session (-403)', async () => {
    signInAs('admin');
    refusal(await uploadInstPicture(new FormData()), 1001, '图片不能为空');
    signOut();
    refusal(await send('logo.png', PNG), -403, /./);
  });

  it('gives an institution without a picture one of its own', async () => {
    signInAs('smgm');
    expect(data(await api.queryInstPicture()).picture).toBeNull();
    data(await send('logo.png', PNG));
    expect(data(await api.queryInstPicture()).picture).toMatch(/^data:image\/png;base64,/);
    signInAs('admin');
    expect(data(await api.queryInstPicture()).picture).toMatch(/^data:image\/svg\+xml/);
  });
});
