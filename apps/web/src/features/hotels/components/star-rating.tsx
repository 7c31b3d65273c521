/** Star icons read as one image ('4 estrellas'); text glyphs, as a results list may show hundreds. */
export function StarRating({ stars }: { stars: number }) {
  return (
    <span className="star-rating" role="img" aria-label={stars === 1 ? '1 estrella' : `${stars} estrellas`}>
      {'★'.repeat(stars)}
    </span>
  );
}
