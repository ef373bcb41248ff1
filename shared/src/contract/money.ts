/** Money shapes (reference: xlive-contract.md "Money"). Token amounts are whole numbers. */

export interface TokenPackage {
  _id: string;
  name: string;
  description: string;
  ordering: number;
  /** Real money, in the site currency. */
  price: number;
  tokens: number;
  isActive: boolean;
}

/** POST /payment/purchase-tokens/{packageId}. The sandbox gateway declines the test card 4000000000000002 or `sandboxDecline: true`. */
export interface PurchaseTokensRequest {
  paymentGateway?: string;
  card?: { number?: string; holder?: string; expiry?: string; cvc?: string };
  sandboxDecline?: boolean;
}

export type PurchaseTarget = 'video' | 'gallery' | 'photo' | 'product' | 'performer' | 'stream';
export type PurchaseType =
  | 'sale_video'
  | 'sale_gallery'
  | 'sale_photo'
  | 'sale_product'
  | 'tip'
  | 'pay_token'
  | 'stream_private'
  | 'stream_group';

/** A purchased-item record: what tips, paid tokens and purchases return. */
export interface PurchasedItem {
  _id: string;
  source: 'user';
  sourceId: string;
  sellerId: string;
  target: PurchaseTarget;
  targetId: string;
  type: PurchaseType;
  name: string;
  description: string;
  totalPrice: number;
  originalPrice: number;
  quantity: number;
  status: 'pending' | 'success' | 'cancelled';
  conversationId: string | null;
  createdAt: string;
}

export interface SendTipRequest {
  token: number;
  conversationId?: string;
}

export interface SendPayTokenRequest {
  token: number;
  conversationId?: string;
  type?: 'stream_private' | 'stream_group';
}

export interface PurchaseProductRequest {
  quantity?: number;
  deliveryAddress?: string;
  postalCode?: string;
}

export interface PaymentTransaction {
  _id: string;
  paymentGateway: string;
  buyerId: string;
  type: string;
  products: Array<{ name: string; price: number; productType: string; productId: string; quantity: number; tokens: number }>;
  totalPrice: number;
  status: 'pending' | 'success' | 'failed';
  createdAt: string;
}

export type OrderStatus = 'pending' | 'processing' | 'shipping' | 'delivered' | 'cancelled' | 'refunded';
export type DeliveryStatus = 'processing' | 'shipping' | 'delivered' | 'cancelled';

export interface Order {
  _id: string;
  orderNumber: string;
  buyerId: string;
  sellerId: string;
  productId: string;
  productType: 'physical' | 'digital';
  name: string;
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  status: OrderStatus;
  deliveryStatus: DeliveryStatus;
  deliveryAddress: string;
  postalCode: string;
  shippingCode: string;
  createdAt: string;
  buyerInfo?: { _id: string; username: string; displayName: string };
}

export interface UpdateOrderRequest {
  status?: OrderStatus;
  deliveryStatus?: DeliveryStatus;
  shippingCode?: string;
}

export interface RefundRequest {
  _id: string;
  userId: string;
  performerId: string;
  sourceType: 'order' | 'purchase';
  sourceId: string;
  token: number;
  description: string;
  status: 'pending' | 'resolved' | 'rejected';
  adminNote: string;
  createdAt: string;
}

export interface CreateRefundRequest {
  sourceType: 'order' | 'purchase';
  sourceId: string;
  description?: string;
}

export interface Earning {
  _id: string;
  userId: string;
  userInfo: { _id: string; username: string; displayName: string } | null;
  performerId: string;
  studioId: string | null;
  sourceType: string;
  type: string;
  grossPrice: number;
  netPrice: number;
  commission: number;
  isPaid: boolean;
  payoutStatus: 'none' | 'pending' | 'approved' | 'done' | 'refunded';
  createdAt: string;
}

export interface EarningStats {
  totalPrice: number;
  paidPrice: number;
  remainingPrice: number;
}

export interface EarningPayout extends EarningStats {
  totalEarning: number;
}

export type PaymentAccountType = 'banking' | 'directDeposit' | 'paxum' | 'bitpay';
export type PayoutStatus = 'pending' | 'approved' | 'rejected' | 'done';

export interface PayoutRequest {
  _id: string;
  source: 'performer' | 'studio';
  sourceId: string;
  performerId: string | null;
  studioId: string | null;
  paymentAccountType: PaymentAccountType;
  paymentAccountInfo: Record<string, string> | null;
  fromDate: string | null;
  toDate: string | null;
  requestNote: string;
  adminNote: string;
  studioNote: string;
  status: PayoutStatus;
  tokenMustPay: number;
  createdAt: string;
  updatedAt: string;
}

export interface CreatePayoutRequest {
  paymentAccountType: PaymentAccountType;
  fromDate?: string;
  toDate?: string;
  requestNote?: string;
  /** Tokens asked for; by default the unpaid earnings of the date range. */
  tokenMustPay?: number;
}

export interface PaymentInformation {
  _id: string;
  source: 'user' | 'performer' | 'studio';
  sourceId: string;
  type: PaymentAccountType;
  details: Record<string, string>;
  updatedAt: string;
}

/** Socket events of the money core. */
export interface BalanceUpdatedEvent {
  balance: number;
}
export interface TippedEvent {
  senderInfo: { _id: string; avatar: string; displayName: string; username: string; isPerformer: false };
  token: number;
  netPrice: number;
  conversationId: string | null;
}

/** GET /settings/performer/commission and /settings/studio/commission (percentages). */
/** A studio's share by sale type, in percent (of what is left after the platform). */
export interface StudioCommissions {
  tipCommission: number;
  privateCallCommission: number;
  groupCallCommission: number;
  productCommission: number;
  albumCommission: number;
  videoCommission: number;
}

/** The studio shares apply to a studio member's sales; they are 0 for independent performers. */
export interface CommissionInfo extends StudioCommissions {
  /** Platform's share of an independent performer's sales. */
  performerCommission: number;
  /** Platform's share of a studio member's sales. */
  studioCommission: number;
}

/** GET /admin/ledger/check: the ledger recomputed against every stored balance. */
export interface LedgerCheck {
  accounts: number;
  movements: number;
  mismatches: Array<{ kind: string; id: string; balance: number; ledger: number }>;
  unbalancedMovements: string[];
  negativeBalances: Array<{ kind: string; id: string; balance: number }>;
  ok: boolean;
}
