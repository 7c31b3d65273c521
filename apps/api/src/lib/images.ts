import sharp, { type Sharp } from 'sharp';

/** The image types the product stores from an upload (company logos; later corporate hotels' pictures). */
export type UploadedImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ReencodedImage {
  contentType: UploadedImageType;
  /** The image written again from its pixels: nothing of the upload's own bytes is kept. */
  bytes: Buffer;
  width: number;
  height: number;
}

// Uploads are decoded once each: libvips' operation cache would only hold their pixels in memory.
sharp.cache(false);

const WRITE = {
  'image/png': (image: Sharp) => image.png({ compressionLevel: 9 }),
  'image/jpeg': (image: Sharp) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/webp': (image: Sharp) => image.webp({ quality: 90 }),
} as const;

/**
 * Decodes an uploaded image and writes it again in its own type, so that only its pixels are kept: bytes after the
 * image's end (a script, an HTML page, a second file), metadata (EXIF, comments, colour profiles: it is converted to
 * sRGB) and chunks a browser or another program might read are gone. A JPEG is turned upright by its EXIF
 * orientation first; an animation keeps its first frame. `maxDimension` bounds width and height as decoded, whatever
 * the header said (a decompression bomb is refused before its pixels are allocated).
 *
 * Answers null when the bytes do not decode as an image of `contentType` (a header followed by anything else, a
 * truncated file): the caller refuses the upload with its own message. Check the bytes' type and size first, without
 * decoding (for logos `checkLogoImage` in the domain).
 */
export async function reencodeImage(
  bytes: Uint8Array,
  contentType: UploadedImageType,
  maxDimension: number,
): Promise<ReencodedImage | null> {
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: maxDimension * maxDimension });
    const { format, width = 0, height = 0 } = await input.metadata();
    if (`image/${format}` !== contentType || width > maxDimension || height > maxDimension) return null;
    const { data, info } = await WRITE[contentType](input.rotate()).toBuffer({ resolveWithObject: true });
    return { contentType, bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
