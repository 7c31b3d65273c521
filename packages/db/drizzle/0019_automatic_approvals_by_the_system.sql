-- A booking stored approved was approved by its company's approval mode, not by its traveller: its first history
-- entry names no one and says why (the text of automaticApprovalNote in packages/domain), as new bookings do.
UPDATE "booking_events" AS e SET
  "actor_user_id" = NULL,
  "comment" = CASE WHEN b."within_policy"
    THEN 'Aprobada automáticamente (dentro de la política).'
    ELSE 'Aprobada automáticamente (la empresa no requiere aprobación).' END
FROM "bookings" AS b
WHERE b."id" = e."booking_id" AND e."from_status" IS NULL AND e."to_status" = 'approved';
