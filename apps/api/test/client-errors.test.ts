import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Sends `request` as raw bytes over TCP, as a client Node's HTTP parser refuses would, and reads the whole answer. */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function statusAndBody(answer: string): { status: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: head.split('\r\n')[0] ?? '', body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers headers too large with a Spanish 431 in the common error shape', async () => {
    const answer = await sendRaw(port, `GET /api/hotels/${'A'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(statusAndBody(answer)).toEqual({
      status: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Los encabezados de la solicitud son demasiado grandes.',
        },
      },
    });
  });

  it('answers a malformed request line or length with a Spanish 400', async () => {
    for (const request of [
      'GET /api/he alth HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ]) {
      expect(statusAndBody(await sendRaw(port, request))).toEqual({
        status: 'HTTP/1.1 400 Bad Request',
        body: { error: { code: 'VALIDATION_ERROR', message: 'La solicitud no es válida.' } },
      });
    }
  });
});
