import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

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

/** Headers a proxy adds: a request that carries one came from somewhere else, whatever its socket says. */
const FORWARDED_HEADER = /^(forwarded|x-forwarded-.+)$/i;

/**
 * True for a request made on this machine by a program on it: from the loopback interface, and not through a
 * proxy. A proxy on this machine (a tunnel, a dev server's, the TLS proxy) connects from loopback on behalf of
 * anyone, so a request that says it was forwarded is not local (decision 037).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const wasForwarded = Object.keys(request.headers).some((name) => FORWARDED_HEADER.test(name));
  return !wasForwarded && isLoopbackAddress(request.socket.remoteAddress);
}
