import { useState } from 'react';

interface ImageCarouselProps {
  images: readonly string[];
  /** What the pictures show, for their alternative text. */
  name: string;
  /** The largest picture of the first screen (the first result, the detail): fetched at once, first. */
  isPriority?: boolean;
}

/** Spec §2.8: one picture at a time with arrows and dots; all of them are buttons. */
export function ImageCarousel({ images, name, isPriority = false }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  // Pictures that failed to load (offline, a supplier's dead link) give way to a drawn placeholder.
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  if (count === 0) return <div className="image-carousel image-carousel--empty" aria-hidden="true" />;
  const current = Math.min(index, count - 1);
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section className="image-carousel" aria-roledescription="carrusel" aria-label={`Fotos de ${name}`}>
      {failedImages.has(images[current] ?? '') ? (
        <div
          className="image-carousel__image image-carousel__image--failed"
          role="img"
          aria-label={`${name}, foto ${current + 1} de ${count} no disponible`}
        >
          <PictureMissing />
          <span aria-hidden="true">Foto no disponible</span>
        </div>
      ) : (
        <img
          className="image-carousel__image"
          src={images[current]}
          alt={`${name}, foto ${current + 1} de ${count}`}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          onError={(event) => {
            const failed = event.currentTarget.getAttribute('src') ?? '';
            setFailedImages((before) => new Set(before).add(failed));
          }}
        />
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className="image-carousel__arrow image-carousel__arrow--previous"
            aria-label="Imagen anterior"
            onClick={() => show(current - 1)}
          >
            <Chevron direction="previous" />
          </button>
          <button
            type="button"
            className="image-carousel__arrow image-carousel__arrow--next"
            aria-label="Imagen siguiente"
            onClick={() => show(current + 1)}
          >
            <Chevron direction="next" />
          </button>
          <div className="image-carousel__dots">
            {images.map((image, dot) => (
              <button
                key={image}
                type="button"
                className="image-carousel__dot"
                aria-label={`Ver imagen ${dot + 1} de ${count}`}
                aria-current={dot === current ? 'true' : undefined}
                onClick={() => show(dot)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** Inline SVG instead of an icon component: a results list renders two per card. */
function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A picture frame with a slash: no icon component, as above. */
function PictureMissing() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
