import { checkHotelPicture, LOGO_CONTENT_TYPES } from '@travesia/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { type ChosenImage, chooseImage } from '../../../lib/files/chosen-image';

interface HotelPicturePickerProps {
  pictures: ChosenImage[];
  onChange: (pictures: ChosenImage[]) => void;
}

/** Photos to upload with the hotel: each checked on its bytes, as the server will, and previewed. */
export function HotelPicturePicker({ pictures, onChange }: HotelPicturePickerProps) {
  const inputId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  // A new key empties the file input, so that the same file can be chosen again after it is taken out.
  const [inputVersion, setInputVersion] = useState(0);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    setFileError(null);
    const chosen: ChosenImage[] = [];
    for (const file of files) {
      const check = checkHotelPicture(new Uint8Array(await file.arrayBuffer()));
      if (!check.ok) {
        setFileError(`${file.name}: ${check.message}`);
        continue;
      }
      chosen.push(await chooseImage(file));
    }
    setInputVersion((version) => version + 1);
    onChange([...pictures, ...chosen]);
  }

  return (
    <div className="form-field corporate-hotel-form__pictures">
      <label className="form-field__label" htmlFor={inputId}>
        Subir fotos
      </label>
      <input
        key={inputVersion}
        id={inputId}
        type="file"
        multiple
        className="native-control"
        accept={LOGO_CONTENT_TYPES.join(',')}
        aria-describedby={fileError ? `${inputId}-error` : `${inputId}-hint`}
        aria-invalid={fileError ? true : undefined}
        onChange={choose}
      />
      {fileError ? (
        <p id={`${inputId}-error`} className="form-field__error" role="alert">
          {fileError}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="form-field__hint">
          PNG, JPEG o WebP de hasta 200 KB cada una; se suben al guardar el hotel.
        </p>
      )}
      {pictures.length > 0 && (
        <ul className="corporate-hotel-form__previews" aria-label="Fotos por subir">
          {pictures.map((picture, index) => (
            <li key={picture.preview} className="corporate-hotel-form__preview">
              <img src={picture.preview} alt={`Vista previa de ${picture.file.name}`} />
              <button
                type="button"
                className="corporate-hotels__link-button"
                onClick={() => onChange(pictures.filter((_, other) => other !== index))}
              >
                Quitar {picture.file.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
