import { safeFileName } from './upload-stream';

describe('safeFileName: the name an upload is kept under', () => {
  it.each([
    ['passport.png', 'passport.png'],
    ['pass\u0000port.png', 'passport.png'],
    ['a\u0007b\u001b[31m.pdf', 'ab[31m.pdf'],
    ['C:\\Users\\me\\scan.jpg', 'scan.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['half\uD800.png', 'half.png'],
    ['фото 😀.jpg', 'фото 😀.jpg'],
    ['\u0000\u0001', 'file'],
    ['', 'file'],
    [undefined, 'file'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps at most 200 characters, never cutting an emoji in half', () => {
    const name = safeFileName(`${'a'.repeat(199)}😀😀.png`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('😀')).toBe(true);
  });
});
