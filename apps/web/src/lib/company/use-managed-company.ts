import { hasRoleAtLeast } from '@travesia/domain';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { parseCompanyId, readOperatorCompany, saveOperatorCompany } from '../session-storage';

export interface ManagedCompany {
  /** The company the screen works on; null while no user is known or the operador has not chosen one. */
  companyId: number | null;
  /** What the administration endpoints get as `companyId`: only the operator names a company. */
  queryCompanyId: number | undefined;
  /** Administrators (their company) and the operator (any company) change what the screen shows. */
  canManage: boolean;
  isOperator: boolean;
  /** The operador must choose a company before the screen shows anything (the API would refuse). */
  needsChoice: boolean;
  /** The operator picks another company; it stays in the address (`?company=N`) and in storage. */
  selectCompany: (companyId: number) => void;
  /** Path to another screen of the same area, keeping the operator's company (and `extra` parameters). */
  pathTo: (path: string, extra?: Record<string, string>) => string;
}

/**
 * The company an administration screen works on: the user's own, or for the operator the one named in the
 * address, else the one they chose last (kept across reloads and screens). The operator is never defaulted to
 * the agency's own company: until they choose, `companyId` is null.
 */
export function useManagedCompany(): ManagedCompany {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const isOperator = user?.role === 'operador';
  const canManage = user !== null && hasRoleAtLeast(user.role, 'administrador');
  const chosen = isOperator ? (parseCompanyId(searchParams.get('company')) ?? readOperatorCompany()) : null;
  const companyId = isOperator ? chosen : (user?.company.id ?? null);
  return {
    companyId,
    queryCompanyId: isOperator && companyId !== null ? companyId : undefined,
    canManage,
    isOperator,
    needsChoice: isOperator && companyId === null,
    selectCompany: (id) => {
      saveOperatorCompany(id);
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set('company', String(id));
        return next;
      });
    },
    pathTo: (path, extra = {}) => {
      const params = new URLSearchParams(extra);
      if (isOperator && chosen !== null) params.set('company', String(chosen));
      const query = params.toString();
      return query ? `${path}?${query}` : path;
    },
  };
}
