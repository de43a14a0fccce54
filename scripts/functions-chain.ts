import { NetlifyDev } from "@netlify/dev";

/**
 * Netlify's local request chain with only the parts our servers use: functions, redirects and
 * headers, plus static files when given folders to serve. Blobs come from a local Blobs server of
 * our own (the chain's emulation would replace the functions' context with one folder shared by
 * every server), and nothing else the chain can emulate is used here.
 */
export function functionsChain(projectRoot: string, staticDirectories?: string[]): NetlifyDev {
  return new NetlifyDev({
    projectRoot,
    serverAddress: null,
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
    geolocation: { enabled: false },
    staticFiles: staticDirectories ? { directories: staticDirectories } : { enabled: false },
  });
}
