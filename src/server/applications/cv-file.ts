import 'server-only';
export { MAX_CV_BYTES } from '@/lib/body-limits.mjs';

// What a CV may be (issue 22): a PDF or a Word document (DOCX), decided by its bytes, never by its name or the type
// the browser claims; up to 5 MB. Anything else is refused before anything is stored.

export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvKind = keyof typeof CV_TYPES;

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/**
 * The names in a ZIP file's central directory (the list at its end that every reader trusts), or null when the bytes
 * are no ZIP file. Read by the end-of-central-directory record, found within the last 64 KiB + 22 bytes.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 22 || ascii(bytes, 0, 4) !== 'PK\u0003\u0004') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The kind of CV the bytes are: a PDF (`%PDF-`), a Word document (a ZIP holding its content types and
 * word/document.xml, and no macros: a .docm has the same parts and a vbaProject.bin), or null.
 */
export function sniffCv(bytes: Uint8Array): CvKind | null {
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  const names = zipEntryNames(bytes);
  if (names && names.includes('[Content_Types].xml') && names.includes('word/document.xml') && !names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return 'docx';
  return null;
}
