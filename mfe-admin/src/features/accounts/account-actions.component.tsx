import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, getServerMessage, toast } from '@platform/shared';
import type { AdminAccount } from '@platform/shared/contract';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { useTexts } from '../../i18n';
import { accountKeys, reactivate, resetTwoFactor, signOutEverywhere, suspend } from './accounts.resource';

/** Suspend or reactivate with a reason, sign out everywhere, reset the second factor; each is in the audit log. */
export function AccountActions({ account, twoFactor }: { account: AdminAccount; twoFactor: boolean }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const done = (text: string) => {
    toast.success(text);
    return client.invalidateQueries({ queryKey: accountKeys.all });
  };
  const failed = (error: unknown) => toast.error(getServerMessage(error));
  const suspended = account.status === 'inactive';
  const status = useMutation({
    mutationFn: (reason: string) => (suspended ? reactivate(account, reason) : suspend(account, reason)),
    onSuccess: () => done(suspended ? t('accounts.reactivated') : t('accounts.suspended')),
  });
  const signOut = useMutation({ mutationFn: () => signOutEverywhere(account), onSuccess: () => done(t('accounts.signedOut')), onError: failed });
  const reset = useMutation({ mutationFn: () => resetTwoFactor(account), onSuccess: () => done(t('accounts.twoFactorReset')), onError: failed });
  return (
    <Actions aria-label={t('accounts.actions')}>
      {!account.staff && (
        <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
          {suspended ? t('accounts.reactivate') : t('accounts.suspend')}
        </Button>
      )}
      <Button busy={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('accounts.signOutEverywhere')}
      </Button>
      {twoFactor && (
        <Button busy={reset.isPending} onClick={() => reset.mutate()}>
          {t('accounts.resetTwoFactor')}
        </Button>
      )}
      {asking && (
        <ReasonDialog
          title={suspended ? t('accounts.reactivateTitle', { name: account.username }) : t('accounts.suspendTitle', { name: account.username })}
          question={suspended ? t('accounts.reactivateQuestion') : t('accounts.suspendQuestion')}
          confirmLabel={suspended ? t('accounts.reactivate') : t('accounts.suspend')}
          tone={suspended ? 'primary' : 'danger'}
          onConfirm={(reason) => status.mutateAsync(reason).then(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
      )}
    </Actions>
  );
}

const Actions = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0;
`;
