import { describe, expect, it } from 'vitest';
import { PICTURE_ANSWER_BYTES } from '@/api/system';
import {
  checkPicture,
  checkPictureMeta,
  PICTURE_ACCEPT,
  PICTURE_MESSAGES,
  pictureMime,
} from './picture-file-rules';
import { eachReturns } from '../../test/support/each-returns';

const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

const ONLY = '仅支持 JPG、PNG 格式的图片';
const KB = 1024;

describe('institution picture upload rule (spec 5.2: jpg or png; spec 9: 102400 KB)', () => {
  eachReturns('%s', (_name, fileName, size, head) => checkPicture(fileName, size, head), [
    ['a JPG', 'logo.jpg', 20 * KB, JPG, null],
    ['a JPEG, upper case', 'LOGO.JPEG', 20 * KB, JPG, null],
    ['a PNG', '机构图片.png', 20 * KB, PNG, null],
    ['a PNG named .jpg (an accepted format)', 'logo.jpg', 20 * KB, PNG, null],
    ['exactly 102400 KB', 'big.png', 102400 * KB, PNG, null],
    ['a GIF', 'logo.gif', 20 * KB, GIF, ONLY],
    ['a PDF', 'logo.pdf', 20 * KB, PDF, ONLY],
    ['no extension', 'logo', 20 * KB, PNG, ONLY],
    ['a GIF renamed .png', 'logo.png', 20 * KB, GIF, `图片内容与格式不符：${ONLY}`],
    ['a PDF renamed .jpg', 'logo.jpg', 20 * KB, PDF, `图片内容与格式不符：${ONLY}`],
    ['a program renamed .png', 'logo.png', 20 * KB, EXE, `图片内容与格式不符：${ONLY}`],
    ['one byte over 102400 KB', 'big.png', 102400 * KB + 1, PNG, '附件大小不能超过100M'],
    ['empty', 'empty.png', 0, new Uint8Array(), '附件内容为空'],
  ]);

  it('the name and size checks come first, before any byte is read', () => {
    expect(checkPictureMeta('logo.gif', 1)).toBe(PICTURE_MESSAGES.kind);
    expect(checkPictureMeta('big.jpg', 101 * 1024 * KB)).toBe(PICTURE_MESSAGES.tooLarge);
    expect(checkPictureMeta('logo.png', 1)).toBeNull();
  });

  it('the type of an accepted picture is its content', () => {
    expect(pictureMime(JPG)).toBe('image/jpeg');
    expect(pictureMime(PNG)).toBe('image/png');
    expect(pictureMime(GIF)).toBeNull();
    expect(pictureMime(PDF)).toBeNull();
  });

  it('the largest picture the upload takes fits the answer of the picture query', () => {
    const dataUrl = 'data:image/jpeg;base64,'.length + Math.ceil((102400 * KB) / 3) * 4;
    expect(PICTURE_ANSWER_BYTES).toBeGreaterThanOrEqual(dataUrl + 1024);
  });

  it('the file input offers JPG and PNG only', () => {
    expect(PICTURE_ACCEPT.split(',')).toEqual(['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png']);
  });
});
