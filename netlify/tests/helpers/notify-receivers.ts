import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createNetServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { startBlobs, type TestBlobs } from "./blobs-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as the server received it (headers, blank line, MIME body). */
  raw: string;
  at: number;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** The user names that logged in. */
  logins: string[];
  /** While true, every message is refused with a 451 at the end of its data. */
  refusing: boolean;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (plain SMTP, any login accepted), keeping every
 * message it takes. `port` 0 picks a free one.
 */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    port: 0,
    url: "",
    mails: [],
    logins: [],
    refusing: false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    // Loopback without TLS: the login is only there to prove SMTP_URL's credentials are used.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      receiver.logins.push(auth.username ?? "");
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (receiver.refusing) {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        receiver.mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  receiver.port = (server.server.address() as AddressInfo).port;
  receiver.url = `smtp://owner:secret@127.0.0.1:${receiver.port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

export interface ReceivedPost {
  body: unknown;
  contentType: string | undefined;
  at: number;
}

export interface HttpReceiver {
  port: number;
  url: string;
  posts: ReceivedPost[];
  /** The status answered to every POST. @defaultValue 200 */
  status: number;
  close(): Promise<void>;
}

/** A real HTTP server on a loopback port that keeps every JSON POST it gets. */
export async function startHttpReceiver(port = 0): Promise<HttpReceiver> {
  const receiver: HttpReceiver = { port: 0, url: "", posts: [], status: 200, close: async () => {} };
  const server: HttpServer = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (receiver.status < 300) {
        receiver.posts.push({
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
          contentType: req.headers["content-type"],
          at: Date.now(),
        });
      }
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** A TCP server that accepts connections and never says a word: an SMTP server that hangs. */
export async function startSilentServer(): Promise<{
  url: string;
  /** Resolves once a client has connected (and so waits for a greeting that never comes). */
  connected: Promise<void>;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let onConnect = () => {};
  const connected = new Promise<void>((resolve) => (onConnect = resolve));
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    onConnect();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A test file's real local Blobs server, SMTP server and webhook receiver, each started once. */
export interface NotifyServers {
  blobs: TestBlobs;
  smtp: SmtpReceiver;
  hook: HttpReceiver;
}

/**
 * Starts the servers a notification test needs before the file's tests and closes them after;
 * read them from the returned object inside tests (they exist once `beforeAll` has run).
 */
export function withNotifyServers(): NotifyServers {
  const servers = {} as NotifyServers;
  beforeAll(async () => {
    servers.blobs = await startBlobs();
    servers.smtp = await startSmtpReceiver();
    servers.hook = await startHttpReceiver();
  });
  afterAll(async () => {
    await servers.smtp.close();
    await servers.hook.close();
    await servers.blobs.close();
  });
  return servers;
}
