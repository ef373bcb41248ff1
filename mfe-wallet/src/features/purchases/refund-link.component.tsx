import { Link } from 'react-router-dom';

/** Opens the refund form for one purchase or order (the form reads these query parameters). */
export function RefundLink({ sourceType, sourceId, name }: { sourceType: 'purchase' | 'order'; sourceId: string; name: string }) {
  const query = new URLSearchParams({ sourceType, sourceId, name });
  return (
    <Link to={`/account/refunds/new?${query.toString()}`} aria-label={`Request a refund for ${name}`}>
      Request refund
    </Link>
  );
}
