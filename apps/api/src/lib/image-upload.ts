import { LOGO_CONTENT_TYPES } from '@travesia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

const BINARY = { type: 'string', format: 'binary' } as const;

/**
 * An image upload's body for the OpenAPI document: the image's bytes. Any body passes here; the use case checks
 * what the bytes are and answers in Spanish.
 */
export const imageUploadBodySchema = z.unknown().meta({ ...BINARY, description: 'Los bytes de la imagen' });

/** The answer of a stored image, with the types it may have, so a generated client reads bytes, not JSON. */
export function imageAnswer(description: string) {
  const bytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta(BINARY);
  return {
    200: {
      description,
      content: Object.fromEntries(LOGO_CONTENT_TYPES.map((type) => [type, { schema: bytes }])),
    },
  };
}

/**
 * Raw image bytes as a request body, for the routes of the plugin that calls this only. Any image type parses, so
 * that a GIF or an SVG is refused by what its bytes are, with a Spanish message, rather than by its declared type.
 */
export function acceptImageBodies(app: FastifyInstance, bodyLimit: number): void {
  for (const contentType of [/^image\/[\w.+-]+$/, 'application/octet-stream']) {
    app.addContentTypeParser(contentType, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
  }
}

/** The request's image bytes, or none when it sent no image body. */
export function imageBytesOf(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/**
 * Sends stored image bytes with their checked type, never sniffed, and a CSP that runs nothing should an image
 * be opened on its own.
 */
export function sendImage(
  reply: FastifyReply,
  image: { contentType: string; bytes: Uint8Array },
  cacheControl: string,
): FastifyReply {
  return reply
    .type(image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', cacheControl)
    .send(Buffer.from(image.bytes));
}
