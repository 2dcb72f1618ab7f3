import { describe, expect, it } from 'vitest';
import { sniffCv } from '@/server/applications/cv-file';
import { docxParts, makeDocx, makePdf, makeZip } from '../support/cv-files';

// A CV is a PDF or a Word document by its bytes (issue 22), whatever it is called or claims to be.
describe('what a CV is, by its bytes', () => {
  it('knows a PDF and a Word document', () => {
    expect(sniffCv(makePdf())).toBe('pdf');
    expect(sniffCv(makeDocx())).toBe('docx');
  });

  it('refuses anything else: an image, an HTML page, a ZIP that is no Word document, a cut file, nothing', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    expect(sniffCv(jpeg)).toBeNull();
    expect(sniffCv(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    // A spreadsheet is a ZIP with content types too, but no word/document.xml.
    expect(sniffCv(makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    // A part named in a local header only, not in the central directory Word reads, does not count.
    expect(sniffCv(makeZip(docxParts(), ['word/document.xml']))).toBeNull();
    // A cut file has no central directory at all.
    expect(sniffCv(makeDocx().subarray(0, 200))).toBeNull();
    // A macro-enabled document (.docm) has the same parts and its macros.
    expect(sniffCv(makeZip({ ...docxParts(), 'word/vbaProject.bin': 'macros' }))).toBeNull();
    expect(sniffCv(Buffer.alloc(0))).toBeNull();
    expect(sniffCv(Buffer.from('%PDF'))).toBeNull();
  });
});
