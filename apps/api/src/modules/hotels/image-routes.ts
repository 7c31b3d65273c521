import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import {
  IMAGE_PALETTE_COUNT,
  IMAGE_SCENES,
  type ImageScene,
  renderHotelImage,
} from '../../suppliers/hotels/hotel-images';

const imageParamsSchema = z.object({ file: z.string() });
const IMAGE_FILE = new RegExp(`^(${IMAGE_SCENES.join('|')})-(\\d+)\\.svg$`);

/** Serves the built-in hotels' pictures from this origin, so the CSP's img-src 'self' allows them. */
export const hotelImageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hotel-images/:file', { schema: { hide: true, params: imageParamsSchema } }, (request, reply) => {
    const { file } = request.params as z.infer<typeof imageParamsSchema>;
    const match = IMAGE_FILE.exec(file);
    const palette = Number(match?.[2]);
    if (!match || palette >= IMAGE_PALETTE_COUNT) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(renderHotelImage(match[1] as ImageScene, palette));
  });
};
