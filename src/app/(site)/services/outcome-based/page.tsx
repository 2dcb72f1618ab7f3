import { ServiceDetail } from '@/components/site/service-detail';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/services/outcome-based');

export default function Page() {
  return <ServiceDetail path="/services/outcome-based" />;
}
