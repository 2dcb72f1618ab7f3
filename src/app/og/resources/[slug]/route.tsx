import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { resourceTypeLabels } from '@/lib/categories';
import { SHARE_CARD_SIZE } from '@/lib/metadata';
import { slugParam } from '@/lib/schemas/fields';
import { getPublishedResourceBySlug, getPublishedResources } from '@/server/queries/public';

// A resource's share card, drawn with its title (the bundled font: nothing is fetched). Static per slug, expired
// with the resource's tag when it changes.
export const revalidate = 60;

export async function generateStaticParams() {
  return (await getPublishedResources()).map((resource) => ({ slug: resource.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const resource = slugParam.safeParse(slug).success ? await getPublishedResourceBySlug(slug) : null;
  if (!resource) notFound();
  const title = resource.title.length > 110 ? `${resource.title.slice(0, 107)}…` : resource.title;
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 72, color: '#e9edf5', background: 'radial-gradient(circle at 15% 10%, rgba(139,155,255,0.45), transparent 55%), radial-gradient(circle at 90% 90%, rgba(61,219,195,0.35), transparent 55%), #0a0e1a' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 56, height: 56, borderRadius: 16, background: 'linear-gradient(135deg, #8b9bff, #3ddbc3)' }} />
          <div style={{ fontSize: 38, fontWeight: 700 }}>{site.name}</div>
          <div style={{ marginLeft: 'auto', fontSize: 26, color: '#3ddbc3', textTransform: 'uppercase', letterSpacing: 2 }}>{resourceTypeLabels[resource.type]}</div>
        </div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.12, maxWidth: 1050 }}>{title}</div>
        <div style={{ fontSize: 28, color: '#a4aec3' }}>{site.tagline}</div>
      </div>
    ),
    SHARE_CARD_SIZE,
  );
}
