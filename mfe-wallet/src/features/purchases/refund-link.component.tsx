import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';

/** Opens the refund form for one purchase or order (the form reads these query parameters). */
export function RefundLink({ sourceType, sourceId, name }: { sourceType: 'purchase' | 'order'; sourceId: string; name: string }) {
  const { t } = useTexts();
  const query = new URLSearchParams({ sourceType, sourceId, name });
  return (
    <Link to={`/account/refunds/new?${query.toString()}`} aria-label={t('refunds.link.label', { name })}>
      {t('refunds.link.text')}
    </Link>
  );
}
