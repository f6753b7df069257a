import { describe, expect, it } from 'vitest';
import { cleanUploadName } from './upload-name';
import { eachReturns } from '../../test/support/each-returns';

describe('upload names', () => {
  eachReturns('%j is stored as %j', cleanUploadName, [
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
  ]);

  it('keeps at most 100 characters, extension included', () => {
    const long = `${'很长的文件名'.repeat(40)}.pdf`;
    const stored = cleanUploadName(long);
    expect([...stored]).toHaveLength(100);
    expect(stored.endsWith('.pdf')).toBe(true);
    expect(cleanUploadName(`${'a'.repeat(100)}.pdf`)).toBe(`${'a'.repeat(96)}.pdf`);
    expect(cleanUploadName('a'.repeat(100))).toBe('a'.repeat(100));
  });
});
