'use client';

import { RotateCw as RotateCwNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { leadCopy as copy } from '@/content/admin-leads';
import type { LeadDelivery } from '@/lib/schemas/contact';

const RotateCw = icon(RotateCwNode);

export const channelLabel = (channel: string) => copy.channels[channel] ?? channel;

type Props = { deliveries: LeadDelivery[]; when: (iso: string | null) => string; retrying: boolean; onRetry: (deliveryId: string) => void };

/** A lead's notifications: channel, state, attempts, last error, time sent, and "Retry now" for any not sent. */
export function LeadDeliveries({ deliveries, when, retrying, onRetry }: Props) {
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">{copy.deliveriesNone}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr>{copy.deliveryColumns.map((column, i) => <th key={i} scope="col" className="py-2 pr-3 font-medium">{column || <span className="sr-only">{copy.actions}</span>}</th>)}</tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t border-border align-top">
              <th scope="row" className="py-2 pr-3 font-medium">{channelLabel(delivery.channel)}</th>
              <td className="py-2 pr-3">{delivery.status}{delivery.nextAttemptAt && delivery.status === 'pending' && delivery.attempts > 0 ? copy.nextTry(when(delivery.nextAttemptAt)) : ''}</td>
              <td className="py-2 pr-3">{delivery.attempts}</td>
              <td className="max-w-56 break-words py-2 pr-3 text-muted-foreground">{delivery.lastError ?? copy.none}</td>
              <td className="py-2 pr-3">{when(delivery.sentAt)}</td>
              <td className="py-2">
                {delivery.status !== 'sent' && (
                  <Button size="sm" variant="secondary" disabled={retrying} onClick={() => onRetry(delivery.id)} aria-label={copy.retryLabel(channelLabel(delivery.channel))}>
                    <RotateCw aria-hidden /> {copy.retry}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
