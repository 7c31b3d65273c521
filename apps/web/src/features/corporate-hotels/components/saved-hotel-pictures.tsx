interface SavedHotelPicturesProps {
  /** The hotel's pictures as it has them now, in gallery order. */
  images: string[];
  /** Takes out the picture at this place in the gallery. */
  onRemove: (index: number) => void;
}

/** The pictures an edited hotel already shows, seen as pictures rather than as their addresses, each removable. */
export function SavedHotelPictures({ images, onRemove }: SavedHotelPicturesProps) {
  if (images.length === 0) return null;
  return (
    <div className="form-field">
      <p className="form-field__label">Fotos del hotel</p>
      <ul className="corporate-hotel-form__previews" aria-label="Fotos del hotel">
        {images.map((image, index) => (
          <li key={image} className="corporate-hotel-form__preview">
            <img src={image} alt={`Foto ${index + 1} de ${images.length} del hotel`} />
            <button type="button" className="corporate-hotels__link-button" onClick={() => onRemove(index)}>
              Quitar foto {index + 1}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
