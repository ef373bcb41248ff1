import { useSearchParams } from 'react-router-dom';
import type { MemberListParams } from './members.resource';

/** The list's search lives in the address (?q=&status=&page=), so a refresh or a shared link keeps it. */
export function useMemberListParams() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const params: MemberListParams = { q: search.get('q') ?? '', status: status === 'active' || status === 'inactive' ? status : '', page };
  const apply = (next: MemberListParams) => {
    const out: Record<string, string> = {};
    if (next.q) out.q = next.q;
    if (next.status) out.status = next.status;
    if (next.page > 1) out.page = String(next.page);
    setSearch(out);
  };
  return { params, apply };
}
