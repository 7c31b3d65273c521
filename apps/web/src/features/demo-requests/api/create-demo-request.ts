import { useMutation } from '@tanstack/react-query';
import {
  type DemoRequestAccepted,
  type DemoRequestInput,
  demoRequestAcceptedSchema,
  demoRequestSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/demo-requests — public: a visitor asks for a demo. */
export function createDemoRequest(request: DemoRequestInput): Promise<DemoRequestAccepted> {
  return apiRequest('/api/demo-requests', demoRequestAcceptedSchema, {
    method: 'POST',
    body: demoRequestSchema.parse(request),
    authenticated: false,
  });
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
