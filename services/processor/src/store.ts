import fs from 'node:fs';
import path from 'node:path';

/** One payment as the processor keeps it. */
export interface Payment {
  /** The merchant's payment id (its reference, echoed in every postback). */
  paymentId: string;
  merchant: string;
  amount: string;
  currency: string;
  description: string;
  customer: string;
  returnUrl: string;
  cancelUrl: string;
  state: 'open' | 'challenge' | 'approved' | 'declined' | 'cancelled' | 'expired';
  /** The processor's transaction id once the card was approved. */
  transactionId: string | null;
  reason: string | null;
  /** The card's last four digits (the only part of a card the processor keeps in the sandbox). */
  cardLast4: string | null;
  refunded: boolean;
  chargedBack: boolean;
  createdAt: string;
  updatedAt: string;
  /** The postbacks sent for it: event, HTTP status (0 = not reached) and when. */
  postbacks: Array<{ event: string; status: number; at: string }>;
}

/**
 * The processor's books: payments by the merchant's payment id, in memory and written to one JSON file after each
 * change (write to a temporary file, then rename), so they survive a restart. A sandbox's volume, not a bank's.
 */
export class PaymentStore {
  private readonly payments = new Map<string, Payment>();

  constructor(private readonly file: string | null) {
    if (file && fs.existsSync(file)) {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Payment[];
      for (const payment of saved) this.payments.set(payment.paymentId, payment);
    }
  }

  get(paymentId: string): Payment | undefined {
    return this.payments.get(paymentId);
  }

  all(): Payment[] {
    return [...this.payments.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  }

  save(payment: Payment) {
    payment.updatedAt = new Date().toISOString();
    this.payments.set(payment.paymentId, payment);
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(this.all()));
    fs.renameSync(temp, this.file);
  }
}
