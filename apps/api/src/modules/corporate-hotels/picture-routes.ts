import { corporateHotelAdminSchema, HOTEL_PICTURE_KEY_PATTERN, LOGO_MAX_BYTES } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  acceptImageBodies,
  imageAnswer,
  imageBytesOf,
  imageUploadBodySchema,
  sendImage,
} from '../../lib/image-upload';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import {
  getCorporateHotelPicture,
  removeCorporateHotelPicture,
  uploadCorporateHotelPicture,
} from './picture-service';
import { codeParamsSchema } from './routes';

/** Twice the picture limit, so that a picture a little too heavy gets its own message rather than a 413. */
const UPLOAD_BODY_LIMIT_BYTES = 2 * LOGO_MAX_BYTES;
/** A picture's key is never reused and its bytes never change, so its address may be cached for good. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

const pictureParamsSchema = codeParamsSchema.extend({
  key: z.string().regex(HOTEL_PICTURE_KEY_PATTERN, { error: 'La foto no es válida.' }),
});

/** Pictures of the negotiated hotels: uploaded by the company's administrator or the operator, served here. */
export const corporateHotelPictureRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  acceptImageBodies(app, UPLOAD_BODY_LIMIT_BYTES);

  app.post(
    '/api/corporate-hotels/:code/pictures',
    {
      preHandler: app.requireRole('administrador'),
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        operationId: 'uploadCorporateHotelPicture',
        tags: ['Hoteles corporativos'],
        summary: 'Sube una foto del hotel (PNG, JPEG o WebP de hasta 200 KB, los bytes de la imagen)',
        security: BEARER_AUTH,
        consumes: ['image/png', 'image/jpeg', 'image/webp'],
        body: imageUploadBodySchema,
        params: codeParamsSchema,
        response: { 201: corporateHotelAdminSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await uploadCorporateHotelPicture(
            context,
            signedInUser(request),
            request.params.code,
            imageBytesOf(request.body),
            request.ip,
          ),
        ),
  );

  app.delete(
    '/api/corporate-hotels/:code/pictures/:key',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'removeCorporateHotelPicture',
        tags: ['Hoteles corporativos'],
        summary: 'Borra una foto subida del hotel',
        security: BEARER_AUTH,
        params: pictureParamsSchema,
        response: { 200: corporateHotelAdminSchema },
      },
    },
    (request) =>
      removeCorporateHotelPicture(
        context,
        signedInUser(request),
        request.params.code,
        request.params.key,
        request.ip,
      ),
  );

  app.get(
    '/api/corporate-hotels/:code/pictures/:key',
    {
      schema: {
        operationId: 'getCorporateHotelPicture',
        tags: ['Hoteles corporativos'],
        summary: 'Foto subida de un hotel corporativo (pública: una etiqueta de imagen no envía el token)',
        params: pictureParamsSchema,
        response: imageAnswer('La foto, en el formato en que se guardó'),
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await getCorporateHotelPicture(context, request.params.code, request.params.key),
        PICTURE_CACHE,
      ),
  );
};
