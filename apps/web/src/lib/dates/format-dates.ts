// The same Spanish dates as the e-mails: the formatters live once, in the domain package.
export { formatDay, formatMoment, formatTripDays } from '@travesia/domain';
