import { describe, expect, it } from 'vitest';
import { cleanUploadName } from './upload-name';

describe('upload names', () => {
  it.each([
    ['../../../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\营业执照.pdf', '营业执照.pdf'],
    ['a\u0000b\u0007c\r\n.pdf', 'abc.pdf'],
    ['<img src=x onerror=alert(1)>.png', 'img src=x onerror=alert(1).png'],
    ['"quoted" \'name\'.jpg', 'quoted name.jpg'],
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['  spaced   out .pdf ', 'spaced out .pdf'],
    ['../', '未命名'],
    ['', '未命名'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(cleanUploadName(raw)).toBe(stored);
  });

  it('keeps at most 100 characters, extension included', () => {
    const long = `${'很长的文件名'.repeat(40)}.pdf`;
    const stored = cleanUploadName(long);
    expect([...stored]).toHaveLength(100);
    expect(stored.endsWith('.pdf')).toBe(true);
    expect(cleanUploadName(`${'a'.repeat(100)}.pdf`)).toBe(`${'a'.repeat(96)}.pdf`);
    expect(cleanUploadName('a'.repeat(100))).toBe('a'.repeat(100));
  });
});
