import { deliveryLineCopy } from '@/content/inbox-delivery';
import { deliveryLine, type DeliveryFacts } from '@/lib/delivery/delivery-line';
import { ResendButton } from './resend-button';

/**
 * A lead's delivery on its page: the university's answer in one line; for an admin, a rejected
 * lead can go again (after its mapping was fixed); `resent` is what the last re-send came to.
 */
export function LeadDelivery({
  leadId,
  delivery,
  mayResend,
  resent,
}: {
  leadId: number;
  delivery: DeliveryFacts;
  mayResend: boolean;
  resent?: string;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-300 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p data-testid="lead-delivery">
        <strong>{deliveryLineCopy.label}:</strong> {deliveryLine(delivery)}
      </p>
      {resent && (
        <p role="status" className="font-semibold">
          {resent === 'yes' ? deliveryLineCopy.resent : deliveryLineCopy.notResent}
        </p>
      )}
      {mayResend && delivery.status === 'rejected' && <ResendButton leadId={leadId} />}
    </div>
  );
}
