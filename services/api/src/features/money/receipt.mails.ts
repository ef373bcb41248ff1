import type { AppContext } from '../../core/context';
import { sendLocalizedMail } from '../../core/mail/send-mail';
import { siteName } from '../settings/settings.repository';
import { findUserById } from '../users/users.repository';

export interface Receipt {
  buyerId: string;
  transactionId: string;
  packageName: string;
  tokens: number;
  /** What the card was charged, in the site currency (USD). */
  amount: number;
  gatewayReference: string;
}

/** The member's receipt for a token purchase, in his language, once its credit has committed. */
export async function sendPurchaseReceipt(ctx: AppContext, receipt: Receipt) {
  const buyer = await findUserById(ctx.db, receipt.buyerId);
  if (!buyer?.email) return null;
  const site = await siteName(ctx.db);
  const price = `$${receipt.amount.toFixed(2)}`;
  const url = `${ctx.config.publicSiteUrl}/account/transactions`;
  return sendLocalizedMail(ctx, {
    to: buyer.email,
    template: 'purchase-receipt',
    texts: {
      en: {
        subject: `Your ${site} receipt: ${receipt.tokens} tokens`,
        paragraphs: [
          `Hi ${buyer.username},`,
          `Thank you for your purchase on ${site}.`,
          `${receipt.packageName}: ${receipt.tokens} tokens for ${price}.`,
          `Transaction ${receipt.transactionId}, payment reference ${receipt.gatewayReference}.`,
        ],
        action: { label: 'Your transactions', url },
      },
      ru: {
        subject: `Чек ${site}: ${receipt.tokens} токенов`,
        paragraphs: [
          `Здравствуйте, ${buyer.username}!`,
          `Спасибо за покупку на ${site}.`,
          `${receipt.packageName}: ${receipt.tokens} токенов за ${price}.`,
          `Транзакция ${receipt.transactionId}, номер платежа ${receipt.gatewayReference}.`,
        ],
        action: { label: 'Ваши транзакции', url },
      },
    },
  });
}
