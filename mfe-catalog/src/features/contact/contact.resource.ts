import { api, payload } from '@platform/shared';
import type { ContactReceipt, ContactRequest } from '@platform/shared/contract';

/** POST /contact: the message is stored and mailed to the site team. */
export async function sendContactMessage(body: ContactRequest): Promise<ContactReceipt> {
  return payload(await api.post<ContactReceipt>('/contact', body));
}
