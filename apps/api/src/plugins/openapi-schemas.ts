import {
  adminUserSchema,
  bookingEventSchema,
  bookingListResponseSchema,
  bookingSchema,
  bookingSummarySchema,
  companySchema,
  companyUserSchema,
  corporateCardSchema,
  corporateHotelAdminSchema,
  costCenterAdminSchema,
  flightPassengerSchema,
  flightResultSchema,
  flightSearchResponseSchema,
  hotelDetailSchema,
  hotelSearchResponseSchema,
  notificationSchema,
  policyRulesResponseSchema,
  sessionResponseSchema,
  travelGroupSchema,
  userProfileSchema,
} from '@travesia/domain';
import { z } from 'zod';

/**
 * The shared schemas the OpenAPI document names (`components.schemas`), so a generated client gets one type per
 * thing: wherever a route's schema holds one of them, the document refers to it by this name. The domain's own
 * metadata (descriptions) is kept; the names live here, next to the document, not in the domain the web imports.
 */
const NAMED_SCHEMAS: [z.core.$ZodType, string][] = [
  [adminUserSchema, 'User'],
  [bookingEventSchema, 'BookingEvent'],
  [bookingListResponseSchema, 'BookingList'],
  [bookingSchema, 'Booking'],
  [bookingSummarySchema, 'BookingSummary'],
  [companySchema, 'Company'],
  [companyUserSchema, 'CompanyUser'],
  [corporateCardSchema, 'CorporateCard'],
  [corporateHotelAdminSchema, 'CorporateHotel'],
  [costCenterAdminSchema, 'CostCenter'],
  [flightPassengerSchema, 'FlightPassenger'],
  [flightResultSchema, 'FlightResult'],
  [flightSearchResponseSchema, 'FlightSearchResults'],
  [hotelDetailSchema, 'HotelDetail'],
  [hotelSearchResponseSchema, 'HotelSearchResults'],
  [notificationSchema, 'Notification'],
  [policyRulesResponseSchema, 'PolicyRules'],
  [sessionResponseSchema, 'Session'],
  [travelGroupSchema, 'TravelGroup'],
  [userProfileSchema, 'UserProfile'],
];

for (const [schema, id] of NAMED_SCHEMAS) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
