export type ReceiverMode = 'ok' | 'fail' | 'slow' | 'down';

export interface Delivery {
  /** The event's Idempotency-Key, or `none`. */
  key: string;
  /** The vote's comment (unique per vote in the tests and benchmarks). */
  vote: string;
}

export function startWebhookReceiver(options?: { slowMs?: number }): Promise<{
  url: string;
  accepted: Delivery[];
  attempts: () => number;
  set(mode: ReceiverMode): Promise<void>;
  stop(): Promise<void>;
}>;

export function deliveryReport(
  acknowledgedVotes: readonly string[],
  accepted: readonly Delivery[],
): {
  acknowledged: number;
  delivered: number;
  missing: number;
  duplicates: number;
  repeatedDeliveries: number;
  unexpected: number;
};
