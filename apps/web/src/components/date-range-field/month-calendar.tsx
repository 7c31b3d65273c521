import {
  type DateRange,
  type DateRangeBounds,
  formatLongDate,
  formatMonthTitle,
  isInsideRange,
  isSelectableDay,
  monthWeeks,
  type RangeEnd,
} from '@travesia/domain';
import { useId } from 'react';

const WEEKDAYS = [
  { short: 'lu', long: 'lunes' },
  { short: 'ma', long: 'martes' },
  { short: 'mi', long: 'miércoles' },
  { short: 'ju', long: 'jueves' },
  { short: 'vi', long: 'viernes' },
  { short: 'sá', long: 'sábado' },
  { short: 'do', long: 'domingo' },
] as const;

interface MonthCalendarProps {
  /** `YYYY-MM` */
  month: string;
  range: DateRange;
  picking: RangeEnd;
  bounds: DateRangeBounds;
  /** The day reachable with Tab; the others are reached with the arrow keys. */
  tabbableDay: string;
  onChoose: (day: string) => void;
}

/** One month of the date-range calendar: a grid of day buttons, Monday first. */
export function MonthCalendar({ month, range, picking, bounds, tabbableDay, onChoose }: MonthCalendarProps) {
  const titleId = useId();
  return (
    <section className="month-calendar" aria-labelledby={titleId}>
      <h3 id={titleId} className="month-calendar__title">
        {formatMonthTitle(month)}
      </h3>
      <table aria-labelledby={titleId} className="month-calendar__grid">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the empty cells of a week differ only by place
                  <td key={`empty-${index}`} />
                ) : (
                  <DayCell
                    key={day}
                    day={day}
                    range={range}
                    isSelectable={isSelectableDay(day, range, picking, bounds)}
                    isTabbable={day === tabbableDay}
                    onChoose={onChoose}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface DayCellProps {
  day: string;
  range: DateRange;
  isSelectable: boolean;
  isTabbable: boolean;
  onChoose: (day: string) => void;
}

function DayCell({ day, range, isSelectable, isTabbable, onChoose }: DayCellProps) {
  const isEnd = day === range.start || day === range.end;
  const classes = [
    'month-calendar__day',
    isEnd ? 'month-calendar__day--end' : '',
    isInsideRange(day, range) ? 'month-calendar__day--inside' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td>
      <button
        type="button"
        className={classes}
        data-day={day}
        tabIndex={isTabbable ? 0 : -1}
        aria-label={formatLongDate(day)}
        aria-pressed={isEnd}
        aria-disabled={isSelectable ? undefined : 'true'}
        onClick={() => isSelectable && onChoose(day)}
      >
        {Number(day.slice(8, 10))}
      </button>
    </td>
  );
}
