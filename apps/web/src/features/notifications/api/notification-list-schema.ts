/** The answer's schema on its own, so the header's bell loads it (and zod) with its first call (decision 025). */
export { notificationListSchema } from '@travesia/domain';
