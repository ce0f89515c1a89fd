export type ReceiverMode = 'ok' | 'fail' | 'slow' | 'down';

export interface Delivery {
  /** The event's Idempotency-Key, or `none`. */
  key: string;
  /** The page the message links to. */
  page: string;
}

export function startWebhookReceiver(options?: { slowMs?: number }): Promise<{
  url: string;
  accepted: Delivery[];
  attempts: () => number;
  set(mode: ReceiverMode): Promise<void>;
  stop(): Promise<void>;
}>;

export function deliveryReport(
  acknowledgedPages: readonly string[],
  accepted: readonly Delivery[],
): {
  acknowledged: number;
  delivered: number;
  missing: number;
  duplicates: number;
  repeatedDeliveries: number;
  unexpected: number;
};
