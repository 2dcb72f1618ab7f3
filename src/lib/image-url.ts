/** Whether a staff-entered image address is worth loading: an http(s) URL or a path on this site. */
export function isLoadableImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
