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

/**
 * Headers a proxy adds: the standard `Forwarded`, every `X-Forwarded-*` (and the bare `X-Forwarded`), `Via`, and the
 * client-address headers of common proxies and CDNs (nginx's `X-Real-IP`, Cloudflare's, Akamai's, Fastly's…).
 */
const FORWARDED_HEADER =
  /^(forwarded|forwarded-for|x-forwarded(-.+)?|via|x-real-ip|x-client-ip|x-cluster-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip|x-original-forwarded-for)$/i;

/**
 * Whether the request's Host names this machine's loopback: `localhost` (and `*.localhost`, which browsers resolve
 * to loopback themselves), an IPv4 address of 127.0.0.0/8 or `[::1]`, with any port. A web page elsewhere can make a
 * developer's browser send requests to 127.0.0.1 by pointing its own name at it (DNS rebinding), but the browser then
 * sends that name as the Host, never one of these.
 */
export function namesLoopback(host: string | undefined): boolean {
  if (!host) return false;
  const lower = host.toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d*$/, '');
  if (name === '[::1]' || name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIPv4(name) && name.startsWith('127.');
}

/**
 * True for a request made on this machine by a program on it: from the loopback interface, not through a proxy,
 * and addressed to a loopback name. A proxy on this machine (a tunnel, a dev server's, the TLS proxy) connects from
 * loopback on behalf of anyone, so a request that says it was forwarded is not local (decision 037); nor is one a
 * browser sent to another site's name that resolved to loopback (decision 061).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const wasForwarded = Object.keys(request.headers).some((name) => FORWARDED_HEADER.test(name));
  return (
    !wasForwarded && isLoopbackAddress(request.socket.remoteAddress) && namesLoopback(request.headers.host)
  );
}
