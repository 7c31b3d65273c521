import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtpServer {
  port: number;
  /** Raw DATA sections received and accepted, one per message. */
  messages: string[];
  /** While true, a message's DATA is read but never answered, like a server that hangs before accepting it. */
  isStalling: boolean;
  /** DATA sections read while stalling, never accepted. */
  unanswered: string[];
  close(): Promise<void>;
}

/** Just enough SMTP (no TLS, no auth) for nodemailer to hand over a message on loopback. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: string[] = [];
  const unanswered: string[] = [];
  let fake: FakeSmtpServer | undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
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
            if (fake?.isStalling) unanswered.push(data);
            else {
              messages.push(data);
              socket.write('250 queued\r\n');
            }
            data = undefined;
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
  fake = {
    port: address.port,
    messages,
    isStalling: false,
    unanswered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A stalled client would otherwise keep the server open.
        for (const socket of sockets) socket.destroy();
      }),
  };
  return fake;
}
