import { companySchema, LOGO_MAX_BYTES } from '@travesia/domain';
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
import { companyIdParamsSchema } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getCompanyLogo, removeCompanyLogo, uploadCompanyLogo } from './logo-service';

/**
 * Twice the logo limit, so that a logo a little too heavy gets the logo's own message (checkLogoImage) rather
 * than the generic 413; the global 64 KB limit would refuse most logos.
 */
const UPLOAD_BODY_LIMIT_BYTES = 2 * LOGO_MAX_BYTES;
/** An uploaded logo's address changes with each upload (`?v=`), so that address may be cached for good. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=0, must-revalidate';

const logoQuerySchema = z.object({ v: z.string().max(20).optional() });

/** The company logo: uploaded by its administrator (or the operador), served by the product itself. */
export const companyLogoRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  acceptImageBodies(app, UPLOAD_BODY_LIMIT_BYTES);

  app.put(
    '/api/companies/:companyId/logo',
    {
      preHandler: app.requireRole('administrador'),
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        operationId: 'uploadCompanyLogo',
        tags: ['Empresas'],
        summary: 'Sube el logo de la empresa (PNG, JPEG o WebP de hasta 200 KB, los bytes de la imagen)',
        security: BEARER_AUTH,
        consumes: ['image/png', 'image/jpeg', 'image/webp'],
        body: imageUploadBodySchema,
        params: companyIdParamsSchema,
        response: { 200: companySchema },
      },
    },
    (request) =>
      uploadCompanyLogo(
        context,
        signedInUser(request),
        request.params.companyId,
        imageBytesOf(request.body),
        request.ip,
      ),
  );

  app.delete(
    '/api/companies/:companyId/logo',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'removeCompanyLogo',
        tags: ['Empresas'],
        summary: 'Quita el logo de la empresa',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: companySchema },
      },
    },
    (request) => removeCompanyLogo(context, signedInUser(request), request.params.companyId, request.ip),
  );

  app.get(
    '/api/companies/:companyId/logo',
    {
      schema: {
        operationId: 'getCompanyLogo',
        tags: ['Empresas'],
        summary: 'Logo de la empresa (público: la página de ingreso de la empresa lo muestra)',
        params: companyIdParamsSchema,
        querystring: logoQuerySchema,
        response: imageAnswer('El logo, en el formato en que se guardó'),
      },
    },
    async (request, reply) => {
      const logo = await getCompanyLogo(context, request.params.companyId);
      const isCurrentVersion = request.query.v === String(logo.updatedAt.getTime());
      return sendImage(reply, logo, isCurrentVersion ? VERSIONED_CACHE : UNVERSIONED_CACHE);
    },
  );
};
