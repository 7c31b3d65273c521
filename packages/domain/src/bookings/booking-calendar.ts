/** An iCalendar (RFC 5545) file with one event per trip, so a booking lands in the traveller's calendar. */

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** A timed event: ISO instants (UTC). */
  startsAt?: string;
  endsAt?: string;
  /** An all-day event: YYYY-MM-DD, the end day excluded (a hotel's check-out day). */
  startsOn?: string;
  endsOn?: string;
}

const MAX_LINE_OCTETS = 75;

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of one character in UTF-8, the encoding RFC 5545 counts line lengths in. */
export function utf8Octets(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** RFC 5545 folds lines longer than 75 octets; continuation lines start with a space. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    const size = utf8Octets(character);
    if (octets + size > limit) {
      parts.push(current);
      current = character;
      octets = size;
    } else {
      current += character;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function dateStamp(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

export function buildCalendar(events: readonly CalendarEvent[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Travesía//Reservas//ES', 'CALSCALE:GREGORIAN'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now.toISOString())}`);
    if (event.startsAt && event.endsAt) {
      lines.push(`DTSTART:${utcStamp(event.startsAt)}`, `DTEND:${utcStamp(event.endsAt)}`);
    } else if (event.startsOn && event.endsOn) {
      lines.push(
        `DTSTART;VALUE=DATE:${dateStamp(event.startsOn)}`,
        `DTEND;VALUE=DATE:${dateStamp(event.endsOn)}`,
      );
    }
    lines.push(
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
