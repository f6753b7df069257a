import { describe, expect, it } from 'vitest';
import type { RegisterFileType } from '@/api/register-types';
import {
  checkFile,
  checkFileMeta,
  formatFileSize,
  kindOfName,
  MAX_FILE_BYTES,
  readHead,
  sniffKind,
} from './register-file-rules';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
/** A Windows executable: "MZ". */
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];

const head = (bytes: number[]) => new Uint8Array(bytes);

describe('checkFile (spec 5.2, 9)', () => {
  it.each<[string, RegisterFileType, string, number, number[], string | null]>([
    ['a PDF licence', 'licence', '营业执照.pdf', 1024, PDF, null],
    ['a PDF licence, upper-case extension', 'licence', 'LICENCE.PDF', 1024, PDF, null],
    ['a PDF authorisation letter', 'authLetter', '授权书.pdf', 2048, PDF, null],
    ['a JPG scan', 'idScan', '正面.jpg', 2048, JPG, null],
    ['a JPEG scan', 'idScan', '正面.jpeg', 2048, JPG, null],
    ['a PNG scan', 'idScan', '反面.png', 2048, PNG, null],
    ['a GIF scan', 'idScan', '反面.gif', 2048, GIF, null],
    ['exactly 102400 KB', 'licence', 'big.pdf', MAX_FILE_BYTES, PDF, null],
    [
      'one byte over 102400 KB',
      'licence',
      'big.pdf',
      MAX_FILE_BYTES + 1,
      PDF,
      '附件大小不能超过100M',
    ],
    ['101 MB', 'idScan', 'big.png', 101 * 1024 * 1024, PNG, '附件大小不能超过100M'],
    ['an empty file', 'authLetter', 'empty.pdf', 0, [], '附件内容为空'],
    ['a JPG licence', 'licence', '营业执照.jpg', 1024, JPG, '营业执照仅支持PDF格式'],
    ['an .exe licence', 'licence', 'setup.exe', 1024, EXE, '营业执照仅支持PDF格式'],
    ['a licence without extension', 'licence', '营业执照', 1024, PDF, '营业执照仅支持PDF格式'],
    ['a PDF scan', 'idScan', 'scan.pdf', 1024, PDF, '证件扫描件仅支持JPG、GIF、PNG格式'],
    ['a BMP scan', 'idScan', 'scan.bmp', 1024, [0x42, 0x4d], '证件扫描件仅支持JPG、GIF、PNG格式'],
    ['a DOCX letter', 'authLetter', '授权书.docx', 1024, [0x50, 0x4b], '授权书仅支持PDF格式'],
    [
      'an .exe renamed .pdf',
      'licence',
      'setup.pdf',
      1024,
      EXE,
      '营业执照文件内容不是有效的PDF文件',
    ],
    [
      'an .exe renamed .jpg',
      'idScan',
      'photo.jpg',
      1024,
      EXE,
      '证件扫描件文件内容不是有效的JPG图片',
    ],
    ['a PNG renamed .jpg', 'idScan', 'photo.jpg', 1024, PNG, '证件扫描件文件内容不是有效的JPG图片'],
    ['a PDF renamed .png', 'idScan', 'photo.png', 1024, PDF, '证件扫描件文件内容不是有效的PNG图片'],
  ])('%s', (_label, fileType, name, size, bytes, expected) => {
    expect(checkFile(fileType, name, size, head(bytes))).toBe(expected);
  });

  it('checkFileMeta needs no content: a 101 MB file is refused before reading it', () => {
    expect(checkFileMeta('licence', 'x.pdf', 101 * 1024 * 1024)).toBe('附件大小不能超过100M');
    expect(checkFileMeta('licence', 'x.pdf', 10)).toBeNull();
  });
});

describe('helpers', () => {
  it('reads the extension', () => {
    expect(kindOfName('a.b.JPEG')).toBe('jpg');
    expect(kindOfName('noext')).toBeNull();
    expect(kindOfName('x.exe')).toBeNull();
  });

  it('sniffs the four formats', () => {
    expect(sniffKind(head(PDF))).toBe('pdf');
    expect(sniffKind(head(PNG))).toBe('png');
    expect(sniffKind(head(JPG))).toBe('jpg');
    expect(sniffKind(head(GIF))).toBe('gif');
    expect(sniffKind(head(EXE))).toBeNull();
    expect(sniffKind(head([]))).toBeNull();
  });

  it('reads the first bytes of a blob', async () => {
    const bytes = await readHead(new Blob([new Uint8Array([...PDF, 1, 2, 3])]));
    expect([...bytes]).toEqual(PDF);
  });

  it('formats sizes', () => {
    expect(formatFileSize(1843209)).toBe('1.8 MB');
    expect(formatFileSize(412876)).toBe('403 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
