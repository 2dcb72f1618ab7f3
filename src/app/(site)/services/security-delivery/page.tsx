import { ServiceDetail } from '@/components/site/service-detail';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/services/security-delivery');

export default function Page() {
  return <ServiceDetail path="/services/security-delivery" />;
}
