import { hasRoleAtLeast } from '@travesia/domain';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';

export interface ManagedCompany {
  /** The company the screen works on; null while no user is known. */
  companyId: number | null;
  /** What the administration endpoints get as `companyId`: only the operator names a company. */
  queryCompanyId: number | undefined;
  /** Administrators (their company) and the operator (any company) change what the screen shows. */
  canManage: boolean;
  isOperator: boolean;
  /** The operator picks another company; it stays in the address (`?company=N`) so links keep it. */
  selectCompany: (companyId: number) => void;
  /** Path to another screen of the same area, keeping the operator's company (and `extra` parameters). */
  pathTo: (path: string, extra?: Record<string, string>) => string;
}

function parseCompany(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The company an administration screen (policies, cost centers) works on: the user's own, or for the operator the
 * one named in the address.
 */
export function useManagedCompany(): ManagedCompany {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const isOperator = user?.role === 'operador';
  const canManage = user !== null && hasRoleAtLeast(user.role, 'administrador');
  const requested = isOperator ? parseCompany(searchParams.get('company')) : null;
  const companyId = requested ?? user?.company.id ?? null;
  return {
    companyId,
    queryCompanyId: isOperator && companyId !== null ? companyId : undefined,
    canManage,
    isOperator,
    selectCompany: (id) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set('company', String(id));
        return next;
      }),
    pathTo: (path, extra = {}) => {
      const params = new URLSearchParams(extra);
      if (isOperator && requested !== null) params.set('company', String(requested));
      const query = params.toString();
      return query ? `${path}?${query}` : path;
    },
  };
}
