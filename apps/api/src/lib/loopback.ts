import { isIPv4 } from 'node:net';

/**
 * True for an address of this machine's loopback interface: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6
 * (::ffff:127.x.x.x, as a dual-stack socket reports it). Read it from the socket, never from `request.ip`, which a
 * forwarded header changes behind a trusted proxy.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}
