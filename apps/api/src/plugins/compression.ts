import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: the coding's own framing and the Vary header would outweigh the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers as the client accepts, brotli first, then gzip (issue 33: a round-trip search was
 * 170 KB of JSON on a phone's network). JSON of any kind (`application/json`, `application/scim+json`, …) counts
 * as compressible; the rest follows mime-db's list, so CSV exports, drawn SVG pictures and the metrics' text are
 * compressed too, and photos, `application/octet-stream` and `text/event-stream` never are. The web build's
 * files and the drawn pages arrive with their `Content-Encoding` set (precompressed copies, static-web.ts;
 * server-drawn-pages.ts), which the plugin leaves alone. Request bodies are never decompressed: the JSON parser
 * takes plain JSON only, so a small compressed body cannot unfold into a large one.
 * Registered before any route: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
}
