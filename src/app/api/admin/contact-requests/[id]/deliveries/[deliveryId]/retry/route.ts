import { respond, staffRoute } from '@/server/http/route';
import { retryDelivery } from '@/server/services/contact-requests';

type Context = { params: Promise<{ id: string; deliveryId: string }> };

/** "Retry now": the delivery is due at once; answers the lead as it is now. */
export const POST = staffRoute<Context>(
  async ({ context }) => {
    const { id, deliveryId } = await context.params;
    return respond(await retryDelivery(id, deliveryId));
  },
  { allow: 'leads', body: 'none' },
);
