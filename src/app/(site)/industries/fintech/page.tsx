import { IndustryDetail } from '@/components/site/industry-detail';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/industries/fintech');

export default function Page() {
  return <IndustryDetail id="fintech" />;
}
