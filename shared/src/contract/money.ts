import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ObjectId, StringEnum } from './envelope';
import { Figures, OrderingInput, TimestampFields } from './fields';

// Money shapes. Token amounts are whole numbers; request fields that carry tokens are integers.

/** Largest token amount one call may move (bigger amounts are refused as a 400). */
export const MAX_TOKENS = 100_000;

/** A token amount in a request: a whole number from 1 to MAX_TOKENS (negative, zero, fractional and huge amounts are 400s). */
export const TokenAmount = Type.Integer({ minimum: 1, maximum: MAX_TOKENS });

/** A day (`YYYY-MM-DD`, a full timestamp also passes) in a query or a request; the API names this pattern in its 400 text. */
export const DateQuery = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 40 });

/** The Idempotency-Key header of a money call: the same key for a retried action makes the server charge once. */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

export const TokenPackage = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  ordering: Type.Number(),
  /** Real money, in the site currency. */
  price: Type.Number({ description: 'Real money, in the site currency' }),
  tokens: Type.Number(),
  isActive: Type.Boolean(),
});
export type TokenPackage = Static<typeof TokenPackage>;

/** POST /admin/content/packages and PUT …/{id}: a token package as the operator types it. */
export const AdminTokenPackageInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  description: Type.String({ maxLength: 500 }),
  /** Real money, in the site currency (cents beyond two decimals are rounded). */
  price: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
  tokens: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  ordering: OrderingInput,
  isActive: Type.Boolean(),
});
export type AdminTokenPackageInput = Static<typeof AdminTokenPackageInput>;

/** GET/PUT /admin/money/commissions: the platform's default share of each sale, in percent. */
export const PlatformCommissions = Type.Object({
  /** Taken from each sale (tips, shows, content) of a performer on her own. */
  performerCommission: Type.Number({ minimum: 0, maximum: 100 }),
  /** Taken from each sale of a studio's performer (the studio then takes its share of the rest). */
  studioCommission: Type.Number({ minimum: 0, maximum: 100 }),
});
export type PlatformCommissions = Static<typeof PlatformCommissions>;

/**
 * POST /payment/purchase-tokens/{packageId}: opens a hosted checkout at the payment processor. No card field exists:
 * the member types his card on the processor's own page, never on ours.
 */
export const PurchaseTokensRequest = Type.Object({
  paymentGateway: Type.Optional(Type.String({ maxLength: 40 })),
  couponCode: Type.Optional(Type.String({ maxLength: 60 })),
});
export type PurchaseTokensRequest = Static<typeof PurchaseTokensRequest>;

export const PurchaseTarget = StringEnum(['video', 'gallery', 'photo', 'product', 'performer', 'stream']);
export type PurchaseTarget = Static<typeof PurchaseTarget>;

export const PurchaseType = StringEnum([
  'sale_video',
  'sale_gallery',
  'sale_photo',
  'sale_product',
  'tip',
  'pay_token',
  'stream_private',
  'stream_group',
]);
export type PurchaseType = Static<typeof PurchaseType>;

/** A purchased-item record: what tips, paid tokens and purchases return. */
export const PurchasedItem = Type.Object({
  _id: Type.String(),
  source: Type.Literal('user'),
  sourceId: Type.String(),
  sellerId: Type.String(),
  target: PurchaseTarget,
  targetId: Type.String(),
  type: PurchaseType,
  name: Type.String(),
  description: Type.String(),
  totalPrice: Type.Number(),
  originalPrice: Type.Number(),
  quantity: Type.Number(),
  status: StringEnum(['pending', 'success', 'cancelled']),
  conversationId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type PurchasedItem = Static<typeof PurchasedItem>;

/** The conversation a payment is made in (its chat shows the tip). */
const PaymentConversationId = Type.String({ minLength: 1, maxLength: 64 });

export const SendTipRequest = Type.Object({
  token: TokenAmount,
  conversationId: Type.Optional(PaymentConversationId),
});
export type SendTipRequest = Static<typeof SendTipRequest>;

export const SendPayTokenRequest = Type.Object({
  token: TokenAmount,
  conversationId: Type.Optional(PaymentConversationId),
  type: Type.Optional(StringEnum(['stream_private', 'stream_group'])),
});
export type SendPayTokenRequest = Static<typeof SendPayTokenRequest>;

/** Buying content; quantity, address and postal code matter for physical products only. */
export const PurchaseProductRequest = Type.Object({
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  deliveryAddress: Type.Optional(Type.String({ maxLength: 500 })),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
});
export type PurchaseProductRequest = Static<typeof PurchaseProductRequest>;

export const PaymentTransactionProduct = Type.Object({
  name: Type.String(),
  price: Type.Number(),
  productType: Type.String(),
  productId: Type.String(),
  quantity: Type.Number(),
  tokens: Type.Number(),
});

export const PaymentTransactionStatus = StringEnum(['pending', 'success', 'failed']);

export const PaymentTransaction = Type.Object({
  _id: Type.String(),
  paymentGateway: Type.String(),
  buyerId: Type.String(),
  type: Type.String(),
  products: Type.Array(PaymentTransactionProduct),
  totalPrice: Type.Number(),
  status: PaymentTransactionStatus,
  createdAt: Type.String(),
});
export type PaymentTransaction = Static<typeof PaymentTransaction>;

/**
 * server → the buyer's every tab, `payment-settled`: the server finished a purchase its caller never heard the end of
 * (the API restarted, the connection dropped). `idempotencyKey` is the purchase's key; `transaction` the credited purchase
 * (`status: 'success'`), or null with `message` when nothing was charged.
 */
export const PaymentSettledEvent = Type.Object({
  idempotencyKey: Type.String(),
  status: StringEnum(['success', 'failed']),
  transaction: Nullable(PaymentTransaction),
  message: Type.Optional(Type.String()),
});
export type PaymentSettledEvent = Static<typeof PaymentSettledEvent>;

/** Where a token purchase stands: `pending` until the processor's postback, then `completed` (credited) or `failed`; `reversed` after a refund or chargeback. */
export const TokenPurchaseStatus = StringEnum(['pending', 'completed', 'failed', 'reversed']);
export type TokenPurchaseStatus = Static<typeof TokenPurchaseStatus>;

/**
 * The answer to POST /payment/purchase-tokens/{packageId}: a pending payment and where the member pays it. The browser
 * goes to `redirectUrl` (the processor's hosted page, the signed request in its query); `action` + `fields` are the same
 * request as a form post, for processors that want one.
 */
export const TokenCheckout = Type.Object({
  paymentId: ObjectId,
  status: TokenPurchaseStatus,
  processor: Type.String(),
  redirectUrl: Type.String(),
  action: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type TokenCheckout = Static<typeof TokenCheckout>;

/** GET /payment/purchases/{paymentId}: the member's receipt of one token purchase. */
export const TokenPurchase = Type.Object({
  paymentId: ObjectId,
  status: TokenPurchaseStatus,
  packageName: Type.String(),
  tokens: Type.Integer(),
  /** Real money, in the site currency. */
  amount: Type.Number(),
  currency: Type.String(),
  /** The processor's transaction id once it approved. */
  processorTransactionId: Nullable(Type.String()),
  /** Why it failed (declined, cancelled, not completed). */
  reason: Nullable(Type.String()),
  /** `refund` or `chargeback` once reversed. */
  reversal: Nullable(StringEnum(['refund', 'chargeback'])),
  createdAt: Type.String(),
});
export type TokenPurchase = Static<typeof TokenPurchase>;

/** POST /payment/processor/postback: the postback answer (the processor only reads the HTTP status). */
export const ProcessorPostbackAnswer = Type.Object({
  received: Type.Boolean(),
  /** The event was already applied (the same transaction and event again): nothing changed. */
  duplicate: Type.Boolean(),
});
export type ProcessorPostbackAnswer = Static<typeof ProcessorPostbackAnswer>;

/**
 * The sandbox processor's postback body (signed: `X-Processor-Timestamp` and `X-Processor-Signature: sha256=<hex HMAC of
 * "<timestamp>.<raw body>">`). A real processor's adapter maps its own fields to these.
 */
export const PROCESSOR_EVENTS = ['sale', 'decline', 'cancel', 'refund', 'chargeback'] as const;
export const ProcessorPostback = Type.Object({
  event: StringEnum(PROCESSOR_EVENTS),
  transactionId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  paymentId: ObjectId,
  amount: Type.String({ pattern: '^\\d{1,7}(\\.\\d{1,2})?$', maxLength: 12 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  reason: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  occurredAt: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ProcessorPostback = Static<typeof ProcessorPostback>;

export const OrderStatus = StringEnum(['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded']);
export type OrderStatus = Static<typeof OrderStatus>;

export const DELIVERY_STATUSES = ['processing', 'shipping', 'delivered', 'cancelled'] as const;
export const DeliveryStatus = StringEnum(DELIVERY_STATUSES);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

/** The order statuses a seller may set; `pending` is the start and `refunded` only follows a settled refund request. */
const SELLER_ORDER_STATUSES: readonly OrderStatus[] = ['processing', 'shipping', 'delivered', 'cancelled'];

/** The short public form of the other party of an order or an earning. */
export const AccountBrief = Type.Object({ _id: Type.String(), username: Type.String(), displayName: Type.String() });
export type AccountBrief = Static<typeof AccountBrief>;

export const Order = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  buyerId: Type.String(),
  sellerId: Type.String(),
  productId: Type.String(),
  productType: StringEnum(['physical', 'digital']),
  name: Type.String(),
  unitPrice: Type.Number(),
  quantity: Type.Number(),
  totalPrice: Type.Number(),
  status: OrderStatus,
  deliveryStatus: DeliveryStatus,
  deliveryAddress: Type.String(),
  postalCode: Type.String(),
  shippingCode: Type.String(),
  createdAt: Type.String(),
  buyerInfo: Type.Optional(AccountBrief),
  /** The performer who sells it. */
  sellerInfo: Type.Optional(AccountBrief),
});
export type Order = Static<typeof Order>;

/** A seller's change to an order: at least one field. */
export const UpdateOrderRequest = Type.Object(
  {
    status: Type.Optional(StringEnum(SELLER_ORDER_STATUSES)),
    deliveryStatus: Type.Optional(DeliveryStatus),
    shippingCode: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { minProperties: 1 },
);
export type UpdateOrderRequest = Static<typeof UpdateOrderRequest>;

export const RefundSourceType = StringEnum(['order', 'purchase']);
export const RefundStatus = StringEnum(['pending', 'resolved', 'rejected']);
export type RefundStatus = Static<typeof RefundStatus>;

/** A note of the admin or the studio deciding a request. */
const DecisionNote = Type.String({ maxLength: 2000 });

/** The admin's or a studio's decision on a request: one of `statuses`, and a note. */
const decision = <const T extends readonly string[]>(statuses: T) =>
  Type.Object({ status: StringEnum(statuses), adminNote: Type.Optional(DecisionNote) });

export const RefundRequest = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  performerId: Type.String(),
  sourceType: RefundSourceType,
  sourceId: Type.String(),
  token: Type.Number(),
  description: Type.String(),
  status: RefundStatus,
  adminNote: Type.String(),
  createdAt: Type.String(),
});
export type RefundRequest = Static<typeof RefundRequest>;

export const CreateRefundRequest = Type.Object({
  sourceType: RefundSourceType,
  /** The order's or the purchase record's id. */
  sourceId: ObjectId,
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type CreateRefundRequest = Static<typeof CreateRefundRequest>;

/** Admin: resolving gives the member the price back, rejecting changes nothing. */
export const SettleRefundRequest = decision(['resolved', 'rejected']);
export type SettleRefundRequest = Static<typeof SettleRefundRequest>;

export const Earning = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  userInfo: Nullable(AccountBrief),
  performerId: Type.String(),
  studioId: Nullable(Type.String()),
  sourceType: Type.String(),
  type: Type.String(),
  grossPrice: Type.Number(),
  netPrice: Type.Number(),
  commission: Type.Number(),
  isPaid: Type.Boolean(),
  payoutStatus: StringEnum(['none', 'pending', 'approved', 'done', 'refunded']),
  createdAt: Type.String(),
});
export type Earning = Static<typeof Earning>;

export const EarningStats = Figures('totalPrice paidPrice remainingPrice');
export type EarningStats = Static<typeof EarningStats>;

export const EarningPayout = Type.Object({
  ...EarningStats.properties,
  totalEarning: Type.Number(),
});
export type EarningPayout = Static<typeof EarningPayout>;

export const PaymentAccountType = StringEnum(['banking', 'directDeposit', 'paxum', 'bitpay']);
export type PaymentAccountType = Static<typeof PaymentAccountType>;

export const PayoutStatus = StringEnum(['pending', 'approved', 'rejected', 'done']);
export type PayoutStatus = Static<typeof PayoutStatus>;

/** Who asks for a payout: a performer or a studio. */
export const PayoutSource = StringEnum(['performer', 'studio']);
export type PayoutSource = Static<typeof PayoutSource>;

export const PayoutRequest = Type.Object({
  _id: Type.String(),
  source: PayoutSource,
  sourceId: Type.String(),
  performerId: Nullable(Type.String()),
  studioId: Nullable(Type.String()),
  paymentAccountType: PaymentAccountType,
  paymentAccountInfo: Nullable(Type.Record(Type.String(), Type.String())),
  fromDate: Nullable(Type.String()),
  toDate: Nullable(Type.String()),
  requestNote: Type.String(),
  adminNote: Type.String(),
  studioNote: Type.String(),
  status: PayoutStatus,
  tokenMustPay: Type.Number(),
  ...TimestampFields,
});
export type PayoutRequest = Static<typeof PayoutRequest>;

export const CreatePayoutRequest = Type.Object({
  paymentAccountType: PaymentAccountType,
  fromDate: Type.Optional(DateQuery),
  toDate: Type.Optional(DateQuery),
  requestNote: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Tokens asked for; by default the unpaid earnings of the date range. */
  tokenMustPay: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_TOKENS, description: 'Tokens asked for; by default the unpaid earnings of the date range' }),
  ),
});
export type CreatePayoutRequest = Static<typeof CreatePayoutRequest>;

/** Editing a pending request: only the fields that change. */
export const UpdatePayoutRequest = Type.Partial(CreatePayoutRequest);
export type UpdatePayoutRequest = Static<typeof UpdatePayoutRequest>;

/** A studio approves or rejects a member's pending request (the note is kept as the studio's note). */
export const StudioPayoutDecision = decision(['approved', 'rejected']);
export type StudioPayoutDecision = Static<typeof StudioPayoutDecision>;

/**
 * Admin: `approved` accepts a pending request (to be paid), `done` pays the tokens out (the note is the payment's
 * reference), `rejected` frees the request's earnings.
 */
export const SettlePayoutRequest = decision(['approved', 'done', 'rejected']);
export type SettlePayoutRequest = Static<typeof SettlePayoutRequest>;

// Payout details of each account type. Field names are spelled as clients already send them (typos
// included, e.g. bankAcountNumber); unknown fields are refused.

const DetailText = Type.String({ maxLength: 300 });
const DetailEmail = Type.String({ format: 'email', maxLength: 200 });
const DetailInformation = Type.String({ maxLength: 2000 });

export const BankingDetails = Type.Object(
  {
    withdrawCurrency: Type.Optional(DetailText),
    taxPayer: Type.Optional(DetailText),
    bankName: DetailText,
    bankAddress: Type.Optional(DetailText),
    bankCity: Type.Optional(DetailText),
    bankState: Type.Optional(DetailText),
    bankZip: Type.Optional(DetailText),
    bankCountry: Type.Optional(DetailText),
    bankAcountNumber: DetailText,
    bankSwiftCode: Type.Optional(DetailText),
    bankBeneficiaryName: Type.Optional(DetailText),
    intermediaryBankName: Type.Optional(DetailText),
    intermediaryBankSwiftCode: Type.Optional(DetailText),
  },
  { additionalProperties: false },
);

export const DirectDepositDetails = Type.Object(
  {
    depositFirstName: Type.Optional(DetailText),
    depositLastName: Type.Optional(DetailText),
    directBankName: Type.Optional(DetailText),
    accountType: Type.Optional(DetailText),
    accountNumber: DetailText,
    routingNumber: DetailText,
    accountingEmail: Type.Optional(DetailEmail),
  },
  { additionalProperties: false },
);

export const PaxumDetails = Type.Object(
  { paxumName: Type.Optional(DetailText), paxumEmail: DetailEmail, paxumAdditionalInformation: Type.Optional(DetailInformation) },
  { additionalProperties: false },
);

export const BitpayDetails = Type.Object(
  { bitpayName: Type.Optional(DetailText), bitpayEmail: DetailEmail, bitpayAdditionalInformation: Type.Optional(DetailInformation) },
  { additionalProperties: false },
);

export const PaymentDetailsByType = { banking: BankingDetails, directDeposit: DirectDepositDetails, paxum: PaxumDetails, bitpay: BitpayDetails };

/** One body for every kind: `type`, then the fields of that kind (each kind's required fields apply). */
export const SavePaymentInformationRequest = Type.Object(
  {
    type: PaymentAccountType,
    ...Type.Partial(BankingDetails).properties,
    ...Type.Partial(DirectDepositDetails).properties,
    ...Type.Partial(PaxumDetails).properties,
    ...Type.Partial(BitpayDetails).properties,
  },
  {
    additionalProperties: false,
    allOf: Object.entries(PaymentDetailsByType).map(([type, details]) => ({
      if: { properties: { type: { const: type } } },
      then: { required: details.required ?? [] },
    })),
  },
);
export type SavePaymentInformationRequest = Static<typeof SavePaymentInformationRequest>;

export const PaymentInformation = Type.Object({
  _id: Type.String(),
  source: StringEnum(['user', 'performer', 'studio']),
  sourceId: Type.String(),
  type: PaymentAccountType,
  details: Type.Record(Type.String(), Type.String()),
  updatedAt: Type.String(),
});
export type PaymentInformation = Static<typeof PaymentInformation>;

// Socket events of the money core.

export const BalanceUpdatedEvent = Type.Object({
  balance: Type.Number(),
});
export type BalanceUpdatedEvent = Static<typeof BalanceUpdatedEvent>;

export const TipSenderInfo = Type.Object({
  _id: Type.String(),
  avatar: Type.String(),
  displayName: Type.String(),
  username: Type.String(),
  isPerformer: Type.Literal(false),
});

export const TippedEvent = Type.Object({
  senderInfo: TipSenderInfo,
  token: Type.Number(),
  netPrice: Type.Number(),
  conversationId: Nullable(Type.String()),
});
export type TippedEvent = Static<typeof TippedEvent>;

/** A studio's share by sale type, in percent (of what is left after the platform). */
export const StudioCommissions = Figures('tipCommission privateCallCommission groupCallCommission productCommission albumCommission videoCommission');
export type StudioCommissions = Static<typeof StudioCommissions>;

/**
 * GET /settings/performer/commission and /settings/studio/commission (percentages).
 * The studio shares apply to a studio member's sales; they are 0 for independent performers.
 */
export const CommissionInfo = Type.Object({
  ...StudioCommissions.properties,
  /** Platform's share of an independent performer's sales. */
  performerCommission: Type.Number({ description: "Platform's share of an independent performer's sales" }),
  /** Platform's share of a studio member's sales. */
  studioCommission: Type.Number({ description: "Platform's share of a studio member's sales" }),
});
export type CommissionInfo = Static<typeof CommissionInfo>;

/** GET /settings/studio/commission: the platform's percentages and the studio's default shares. */
export const StudioCommissionInfo = Type.Object({
  ...CommissionInfo.properties,
  /** The studio's default share of its members' sales, in percent. */
  commission: Type.Number({ description: "The studio's default share of its members' sales, in percent" }),
});
export type StudioCommissionInfo = Static<typeof StudioCommissionInfo>;

export const LedgerMismatch = Type.Object({ kind: Type.String(), id: Type.String(), balance: Type.Number(), ledger: Type.Number() });
export const NegativeBalance = Type.Object({ kind: Type.String(), id: Type.String(), balance: Type.Number() });

/** GET /admin/ledger/check: the ledger recomputed against every stored balance. */
export const LedgerCheck = Type.Object({
  accounts: Type.Number(),
  movements: Type.Number(),
  mismatches: Type.Array(LedgerMismatch),
  unbalancedMovements: Type.Array(Type.String()),
  negativeBalances: Type.Array(NegativeBalance),
  ok: Type.Boolean(),
});
export type LedgerCheck = Static<typeof LedgerCheck>;

// The back office's money lists (/admin/money): each request with the accounts it is about.

/** Who a request is from or about, as the back office names them. */
const AdminParty = Nullable(AccountBrief);

/** GET /admin/payout-requests: a performer's or a studio's payout request and its account. */
export const AdminPayoutRequest = Type.Composite([PayoutRequest, Type.Object({ account: AdminParty })]);
export type AdminPayoutRequest = Static<typeof AdminPayoutRequest>;

/** GET /admin/refund-requests: a member's refund request, the member and the performer who sold. */
export const AdminRefundRequest = Type.Composite([RefundRequest, Type.Object({ member: AdminParty, performer: AdminParty })]);
export type AdminRefundRequest = Static<typeof AdminRefundRequest>;

/** GET /admin/money/chargebacks: a token purchase the processor refunded or charged back, and what it cost. */
export const AdminReversal = Type.Object({
  paymentId: Type.String(),
  kind: StringEnum(['refund', 'chargeback']),
  member: Nullable(AccountBrief),
  packageName: Type.String(),
  amount: Type.Number(),
  tokens: Type.Integer(),
  /** Tokens taken back from the member's balance. */
  recovered: Type.Integer(),
  /** Tokens already spent, booked to the chargeback account. */
  shortfall: Type.Integer(),
  processorTransactionId: Nullable(Type.String()),
  reversedAt: Type.String(),
});
export type AdminReversal = Static<typeof AdminReversal>;

/** The chargeback account's balance (minus the shortfall of every reversal) with the reversals, newest first. */
export const AdminReversals = Type.Object({
  chargebackBalance: Type.Integer(),
  data: Type.Array(AdminReversal),
  total: Type.Integer(),
});
export type AdminReversals = Static<typeof AdminReversals>;
