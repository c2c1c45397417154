import { readdir, readFile, readlink } from 'node:fs/promises';
import net from 'node:net';

/** One message the sink accepted (answered 250 after its data). */
export interface Delivered {
  messageId: string;
  to: string;
  /** the sending process, when it could be found */
  pid: number | null;
}

/**
 * A mail server that accepts everything, except that the first message that `holdFor` names
 * never gets an answer to its data: the sending job hangs as on a slow server, until its process
 * dies. Enough SMTP for nodemailer (no STARTTLS, no AUTH offered).
 */
export async function startSmtpSink(
  port: number,
  pidOf: (peerPort: number) => Promise<number | null>,
) {
  const delivered: Delivered[] = [];
  const held: { messageId: string; to: string; peerPort: number }[] = [];
  let holding: { to: string; subject: RegExp } | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let data: string[] | null = null;
    let to = '';
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const finish = async (lines: string[]) => {
      const head = lines.join('\n');
      const messageId = /^Message-ID:\s*<([^>]+)>/im.exec(head)?.[1] ?? '';
      const subject = /^Subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
      if (holding && holding.to === to && holding.subject.test(subject) && held.length === 0) {
        held.push({ messageId, to, peerPort: socket.remotePort ?? 0 });
        return;
      }
      delivered.push({ messageId, to, pid: await pidOf(socket.remotePort ?? 0) });
      say('250 2.0.0 accepted');
    };
    say('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let cut = buffer.indexOf('\r\n'); cut >= 0; cut = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (data) {
          if (line === '.') {
            const lines = data;
            data = null;
            void finish(lines);
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 sink');
        else if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    /** the first message to `to` with a subject like `subject` is held, unanswered */
    holdFor(to: string, subject: RegExp) {
      holding = { to, subject };
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/**
 * Which of `pids` owns the TCP connection whose local port is `port` (Linux: the socket's inode
 * in /proc/net/tcp, then the process that has that inode open). The process a job runs in is
 * found by the connection it opened.
 */
export async function pidOfLocalPort(port: number, pids: number[]): Promise<number | null> {
  const table = await readFile('/proc/net/tcp', 'utf8').catch(() => '');
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    table
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(`:${hex}`))
      .map((f) => f[9]),
  );
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return null;
}
