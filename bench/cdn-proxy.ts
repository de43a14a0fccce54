/**
 * A loopback reverse proxy that compresses responses the way Netlify's CDN does.
 *
 * `netlify serve --offline` sends every file uncompressed (the 112 KB gzip entry goes out
 * as 373 KB), while a deployed site answers text with brotli or gzip. Lighthouse's
 * simulated mobile network is 1.6 Mbps, so measuring the CLI server directly would time
 * a transfer no visitor ever makes. This proxy sits in front of the CLI server and only
 * adds the compression: status, headers and bodies are otherwise passed through.
 * Compressed bodies are cached per URL and ETag, so the proxy adds no CPU time to a
 * measured load after the first request of each file.
 */
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export interface CdnProxy {
  url: string;
  close(): Promise<void>;
}

function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

export async function startCdnProxy(upstream: string, port = 0): Promise<CdnProxy> {
  const target = new URL(upstream);
  const cache = new Map<string, Buffer>();

  const server = createServer((req, res) => {
    // The visitor's Host goes through, as a CDN's does: the functions compare a request's
    // Origin with the address it was sent to, and would take the page's own calls for another site's.
    const headers: IncomingHttpHeaders = { ...req.headers };
    delete headers["accept-encoding"];
    const proxied = request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (upstreamRes) => {
        const chunks: Buffer[] = [];
        upstreamRes.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on("end", () => {
          const body = Buffer.concat(chunks);
          const out = { ...upstreamRes.headers };
          delete out["content-length"];
          delete out["transfer-encoding"];
          delete out.connection;
          const type = String(upstreamRes.headers["content-type"] ?? "");
          const encoding = chooseEncoding(req.headers["accept-encoding"]);
          let payload: Buffer = body;
          if (encoding && compressible.test(type) && body.length > 1024) {
            const key = `${encoding} ${req.url} ${upstreamRes.headers.etag ?? body.length}`;
            let compressed = cache.get(key);
            if (!compressed) {
              compressed =
                encoding === "br"
                  ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
                  : gzipSync(body, { level: 9 });
              if (upstreamRes.headers.etag) cache.set(key, compressed);
            }
            payload = compressed;
            out["content-encoding"] = encoding;
            out.vary = "Accept-Encoding";
          }
          out["content-length"] = String(payload.length);
          res.writeHead(upstreamRes.statusCode ?? 502, out);
          res.end(payload);
        });
      },
    );
    proxied.on("error", (error) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`cdn proxy: ${error.message}`);
    });
    req.pipe(proxied);
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
