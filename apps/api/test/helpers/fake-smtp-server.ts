import { createServer, type Server } from 'node:net';

export interface FakeSmtpServer {
  port: number;
  /** Raw DATA sections received, one per message. */
  messages: string[];
  close(): Promise<void>;
}

/** Just enough SMTP (no TLS, no auth) for nodemailer to hand over a message on loopback. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    socket.setEncoding('utf8');
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            messages.push(data);
            data = undefined;
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 end with .\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('Fake SMTP server has no address');
  return {
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
