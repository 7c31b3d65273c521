import { z } from 'zod';

/** What the product tells people about a booking, in the app and by e-mail. */
export const NOTIFICATION_KINDS = [
  'approval_requested',
  'approved',
  'rejected',
  'emitted',
  'cancelled',
  'deadline_near',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  bookingId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest first, with how many are unread. */
export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
