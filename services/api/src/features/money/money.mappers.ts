import type {
  Earning,
  Order,
  PaymentInformation,
  PaymentTransaction,
  PayoutRequest,
  PurchasedItem,
  RefundRequest,
  TokenPackage,
} from '@platform/shared/contract';
import { iso } from '../../core/http';
import { displayNameOf } from '../users/users.mapper';

// Database rows → the API shapes of the contract. numeric columns arrive as strings from pg.

export interface TokenPackageRow {
  id: string;
  name: string;
  description: string;
  ordering: number;
  price: string | number;
  tokens: number;
  is_active: boolean;
}
export const toTokenPackage = (r: TokenPackageRow): TokenPackage => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  ordering: r.ordering,
  price: Number(r.price),
  tokens: r.tokens,
  isActive: r.is_active,
});

export interface PurchasedItemRow {
  id: string;
  source: 'user';
  source_id: string;
  seller_id: string;
  target: PurchasedItem['target'];
  target_id: string;
  type: PurchasedItem['type'];
  name: string;
  description: string;
  total_price: number;
  original_price: number;
  quantity: number;
  status: PurchasedItem['status'];
  conversation_id: string | null;
  created_at: Date | string;
}
export const toPurchasedItem = (r: PurchasedItemRow): PurchasedItem => ({
  _id: r.id,
  source: r.source,
  sourceId: r.source_id,
  sellerId: r.seller_id,
  target: r.target,
  targetId: r.target_id,
  type: r.type,
  name: r.name,
  description: r.description,
  totalPrice: r.total_price,
  originalPrice: r.original_price,
  quantity: r.quantity,
  status: r.status,
  conversationId: r.conversation_id,
  createdAt: iso(r.created_at) ?? '',
});

export interface TransactionRow {
  id: string;
  payment_gateway: string;
  buyer_id: string;
  type: string;
  products: PaymentTransaction['products'];
  total_price: string | number;
  status: PaymentTransaction['status'];
  created_at: Date | string;
}
export const toTransaction = (r: TransactionRow): PaymentTransaction => ({
  _id: r.id,
  paymentGateway: r.payment_gateway,
  buyerId: r.buyer_id,
  type: r.type,
  products: r.products,
  totalPrice: Number(r.total_price),
  status: r.status,
  createdAt: iso(r.created_at) ?? '',
});

export interface OrderRow {
  id: string;
  order_number: string;
  buyer_id: string;
  seller_id: string;
  product_id: string;
  product_type: Order['productType'];
  name: string;
  unit_price: number;
  quantity: number;
  total_price: number;
  status: Order['status'];
  delivery_status: Order['deliveryStatus'];
  delivery_address: string;
  postal_code: string;
  shipping_code: string;
  created_at: Date | string;
  buyer_username?: string;
  buyer_display_name?: string;
  seller_username?: string;
  seller_display_name?: string;
}
export const toOrder = (r: OrderRow): Order => ({
  _id: r.id,
  orderNumber: r.order_number,
  buyerId: r.buyer_id,
  sellerId: r.seller_id,
  productId: r.product_id,
  productType: r.product_type,
  name: r.name,
  unitPrice: r.unit_price,
  quantity: r.quantity,
  totalPrice: r.total_price,
  status: r.status,
  deliveryStatus: r.delivery_status,
  deliveryAddress: r.delivery_address,
  postalCode: r.postal_code,
  shippingCode: r.shipping_code,
  createdAt: iso(r.created_at) ?? '',
  ...(r.buyer_username !== undefined
    ? {
        buyerInfo: {
          _id: r.buyer_id,
          username: r.buyer_username,
          displayName: displayNameOf({ display_name: r.buyer_display_name, username: r.buyer_username }),
        },
      }
    : {}),
  ...(r.seller_username !== undefined
    ? {
        sellerInfo: {
          _id: r.seller_id,
          username: r.seller_username,
          displayName: displayNameOf({ display_name: r.seller_display_name, username: r.seller_username }),
        },
      }
    : {}),
});

export interface RefundRow {
  id: string;
  user_id: string;
  performer_id: string;
  source_type: RefundRequest['sourceType'];
  source_id: string;
  token: number;
  description: string;
  status: RefundRequest['status'];
  admin_note: string;
  created_at: Date | string;
}
export const toRefund = (r: RefundRow): RefundRequest => ({
  _id: r.id,
  userId: r.user_id,
  performerId: r.performer_id,
  sourceType: r.source_type,
  sourceId: r.source_id,
  token: r.token,
  description: r.description,
  status: r.status,
  adminNote: r.admin_note,
  createdAt: iso(r.created_at) ?? '',
});

export interface EarningRow {
  id: string;
  user_id: string;
  username: string | null;
  display_name: string | null;
  performer_id: string;
  studio_id: string | null;
  source_type: string;
  type: string;
  gross_price: number;
  net_price: number;
  commission: number;
  is_paid: boolean;
  payout_status: Earning['payoutStatus'];
  created_at: Date | string;
}
export const toEarning = (r: EarningRow): Earning => ({
  _id: r.id,
  userId: r.user_id,
  userInfo: r.username ? { _id: r.user_id, username: r.username, displayName: displayNameOf({ ...r, username: r.username }) } : null,
  performerId: r.performer_id,
  studioId: r.studio_id,
  sourceType: r.source_type,
  type: r.type,
  grossPrice: r.gross_price,
  netPrice: r.net_price,
  commission: r.commission,
  isPaid: r.is_paid,
  payoutStatus: r.payout_status,
  createdAt: iso(r.created_at) ?? '',
});

export interface PayoutRow {
  id: string;
  source: PayoutRequest['source'];
  source_id: string;
  performer_id: string | null;
  studio_id: string | null;
  payment_account_type: PayoutRequest['paymentAccountType'];
  payment_account_info: Record<string, string> | null;
  from_date: string | null;
  to_date: string | null;
  request_note: string;
  admin_note: string;
  studio_note: string;
  status: PayoutRequest['status'];
  token_must_pay: number;
  created_at: Date | string;
  updated_at: Date | string;
}
export const toPayout = (r: PayoutRow): PayoutRequest => ({
  _id: r.id,
  source: r.source,
  sourceId: r.source_id,
  performerId: r.performer_id,
  studioId: r.studio_id,
  paymentAccountType: r.payment_account_type,
  paymentAccountInfo: r.payment_account_info,
  fromDate: r.from_date,
  toDate: r.to_date,
  requestNote: r.request_note,
  adminNote: r.admin_note,
  studioNote: r.studio_note,
  status: r.status,
  tokenMustPay: r.token_must_pay,
  createdAt: iso(r.created_at) ?? '',
  updatedAt: iso(r.updated_at) ?? '',
});

export interface PaymentInformationRow {
  id: string;
  source: PaymentInformation['source'];
  source_id: string;
  type: PaymentInformation['type'];
  details: Record<string, string>;
  updated_at: Date | string;
}
export const toPaymentInformation = (r: PaymentInformationRow): PaymentInformation => ({
  _id: r.id,
  source: r.source,
  sourceId: r.source_id,
  type: r.type,
  details: r.details,
  updatedAt: iso(r.updated_at) ?? '',
});
