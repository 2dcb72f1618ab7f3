import { ImageResponse } from 'next/og';
import { copyFor } from '@/content/pages';
import { site } from '@/content/site';
import { SHARE_CARD_SIZE } from '@/lib/metadata';

// One share card for every public page at a stable address (/og), drawn at build time with the bundled font:
// nothing is fetched. A file-based opengraph-image inside the route group got a hashed URL that only / used.
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 72, color: '#e9edf5', background: 'radial-gradient(circle at 15% 10%, rgba(139,155,255,0.45), transparent 55%), radial-gradient(circle at 90% 90%, rgba(61,219,195,0.35), transparent 55%), #0a0e1a' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 64, height: 64, borderRadius: 18, background: 'linear-gradient(135deg, #8b9bff, #3ddbc3)' }} />
          <div style={{ fontSize: 44, fontWeight: 700 }}>{site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 980 }}>{copyFor('/').heading}</div>
          <div style={{ marginTop: 28, fontSize: 32, color: '#3ddbc3' }}>{site.tagline}</div>
        </div>
      </div>
    ),
    SHARE_CARD_SIZE,
  );
}
