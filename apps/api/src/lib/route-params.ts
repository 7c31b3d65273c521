import { companyIdParam } from '@travesia/domain';
import { z } from 'zod';

export const companyIdParamsSchema = z.object({ companyId: companyIdParam });
