import { api, bus, loadCurrentAccount, payload, translate, type AuthState } from '@platform/shared';
import type { VerificationNotice } from '@platform/shared/contract';
import '../i18n';

/** Long enough to read a rejection's reason. */
const NOTICE_MS = 20_000;

type Holder = 'performer' | 'studio';

const NEXT_PAGE: Record<Holder, Record<VerificationNotice['status'], string>> = {
  performer: { approved: '/live', rejected: '/account/performer/documents' },
  studio: { approved: '/studio/dashboard', rejected: '/studio/account-settings' },
};

const holderOf = (auth: AuthState): Holder | null =>
  auth.status === 'signed-in' && (auth.role === 'performer' || auth.role === 'studio') ? auth.role : null;

/** Shows the decision once (then tells the server it was seen); an approval also refreshes the account (`verified`). */
async function showDecision(holder: Holder): Promise<void> {
  const notice = payload(await api.get<VerificationNotice | null>('/verification/notice', { quiet: true }));
  if (!notice) return;
  const approved = notice.status === 'approved';
  bus.notify.publish({
    type: approved ? 'success' : 'warning',
    title: translate(approved ? 'shell:verificationNotice.approvedTitle' : 'shell:verificationNotice.rejectedTitle'),
    text: approved
      ? translate(`shell:verificationNotice.approvedText.${holder}`)
      : translate('shell:verificationNotice.rejectedText', { reason: notice.reason ?? '' }),
    duration: NOTICE_MS,
    href: NEXT_PAGE[holder][notice.status],
  });
  await api.post('/verification/notice/seen', undefined, { quiet: true });
  if (approved) await loadCurrentAccount();
}

/**
 * The verification decision on the performer's or studio's next visit: once per signed-in account and page, the
 * shell asks for an unseen decision and shows it as a notification linking to the next step. Returns a stop function.
 */
export function startVerificationNotice(): () => void {
  let asked: string | null = null;
  return bus.auth.subscribe((auth) => {
    const holder = holderOf(auth);
    const key = holder && auth.status === 'signed-in' ? `${holder}:${auth.user._id}` : null;
    if (key === asked) return;
    asked = key;
    if (holder) showDecision(holder).catch((error: unknown) => console.warn('[shell] could not read the verification decision', error));
  });
}
