import { useState } from 'react';
import { bus, type DateRange, DateRangeForm, lastDays, useBusState } from '@platform/shared';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { EarningsList } from './earnings-list.component';
import { EarningsOverTime } from './earnings-over-time.component';
import { EarningStatsCards } from './earnings-stats.component';
import type { EarningRole } from './earnings.resource';
import { useTexts } from '../../i18n';

export function EarningsPage() {
  return (
    <RoleWalletPage section="earnings" roles={['performer', 'studio']}>
      {(role) => <Earnings role={role as EarningRole} />}
    </RoleWalletPage>
  );
}

function Earnings({ role }: { role: EarningRole }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const account = auth.status === 'signed-in' ? `${role}:${auth.user._id}` : role;
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  return (
    <>
      <DateRangeForm
        value={range}
        onApply={(next) => setRange((prev) => (prev.fromDate === next.fromDate && prev.toDate === next.toDate ? prev : next))}
      />
      <EarningStatsCards role={role} account={account} range={range} />
      <h2>{t('earnings.overTime')}</h2>
      <EarningsOverTime role={role} range={range} />
      <h2>{t('earnings.list')}</h2>
      <EarningsList role={role} range={range} />
    </>
  );
}
