import { sitemapResponse } from '@/server/sitemap';

// A file of the sitemap's index (`/sitemaps/2.xml`), once the site has more than 50,000 addresses; rendered when
// first asked for, then kept like the index (none at build: a small site has none).
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Array<{ file: string }>> => [];

type Props = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  return sitemapResponse(match ? Number(match[1]) : 0);
}
