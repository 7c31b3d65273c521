import { zodResolver } from '@hookform/resolvers/zod';
import {
  CORPORATE_HOTEL_IMAGES_MAX,
  type CorporateHotelAdmin,
  type CorporateHotelCreate,
  corporateHotelCreateSchema,
  HOTEL_PICTURE_MESSAGES,
  parsePesosText,
  pesosText,
} from '@travesia/domain';
import { type RefObject, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AirportAutocomplete } from '../../../components/airport-autocomplete';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { LocationPicker, type MapPosition } from '../../../components/location-picker/location-picker';
import type { ChosenImage } from '../../../lib/files/chosen-image';
import { HotelPicturePicker } from './hotel-picture-picker';
import { SavedHotelPictures } from './saved-hotel-pictures';

export const IMAGES_REQUIRED_MESSAGE = 'Agrega al menos una imagen.';

const fields = corporateHotelCreateSchema.shape;
const imageListSchema = fields.images.unwrap();

/** A typed number; an empty field becomes NaN so that the shared schema reports it as invalid. */
const numberText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? Number.NaN : Number(text.replace(',', '.'))));

/** Optional whole pesos: an empty field is no value. */
const optionalPesosText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : parsePesosText(text)));

function toImageList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const PIN_REQUIRED_MESSAGE = 'Marca en el mapa dónde queda el hotel.';

/** The pin's position from the form's coordinates, or null while none is placed. */
function positionOf(latitude: string, longitude: string): MapPosition | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const position = { latitude: Number(latitude), longitude: Number(longitude) };
  return Number.isFinite(position.latitude) && Number.isFinite(position.longitude) ? position : null;
}

/** Form text in, API body out (the page adds the company); the field rules and messages are the API's. */
const corporateHotelFormSchema = z.object({
  name: fields.name,
  iata: fields.iata,
  address: fields.address,
  latitude: numberText.pipe(fields.latitude),
  longitude: numberText.pipe(fields.longitude),
  stars: numberText.pipe(fields.stars),
  nightlyRate: z.pipe(pesosText, fields.nightlyRate),
  publicNightlyRate: optionalPesosText.pipe(fields.publicNightlyRate.unwrap()),
  // One message on the whole field, not one per line.
  images: z
    .string()
    .transform(toImageList)
    .superRefine((images, context) => {
      const parsed = imageListSchema.safeParse(images);
      if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message });
    }),
});
type CorporateHotelFormInput = z.input<typeof corporateHotelFormSchema>;

const formResolver = zodResolver(corporateHotelFormSchema);

/**
 * The form's rules, and one the schema cannot see: the hotel shows at least one image and at most the limit,
 * counting the pictures it keeps, the addresses typed and the photos chosen to upload.
 */
function withImageCount(
  pictureCount: RefObject<number>,
): Resolver<CorporateHotelFormInput, unknown, CorporateHotelCreate> {
  return async (values, context, options) => {
    const result = await formResolver(values, context, options);
    const imageCount = toImageList(values.images).length + pictureCount.current;
    const problem =
      imageCount === 0
        ? IMAGES_REQUIRED_MESSAGE
        : imageCount > CORPORATE_HOTEL_IMAGES_MAX
          ? HOTEL_PICTURE_MESSAGES.tooMany
          : null;
    if (!problem || result.errors.images) return result;
    return { values: {}, errors: { ...result.errors, images: { type: 'custom', message: problem } } };
  };
}

function toFormValues(hotel: CorporateHotelAdmin | null): CorporateHotelFormInput {
  return {
    name: hotel?.name ?? '',
    iata: hotel?.iata ?? '',
    address: hotel?.address ?? '',
    latitude: hotel ? String(hotel.latitude) : '',
    longitude: hotel ? String(hotel.longitude) : '',
    stars: hotel ? String(hotel.stars) : '',
    nightlyRate: hotel ? String(hotel.nightlyRate) : '',
    publicNightlyRate: hotel?.publicNightlyRate ? String(hotel.publicNightlyRate) : '',
    // The hotel's own pictures are shown as pictures (SavedHotelPictures); this field adds addresses to them.
    images: '',
  };
}

interface CorporateHotelFormProps {
  /** The hotel being edited, or null to create one. */
  hotel: CorporateHotelAdmin | null;
  isPending: boolean;
  errorMessage: string | null;
  /** The hotel's fields, and the photos to upload to it once it is saved. */
  onSubmit: (hotel: CorporateHotelCreate, pictures: File[]) => void;
  onCancel: () => void;
}

/** Creates a corporate hotel or edits one; mount it with a key per hotel so it starts from its values. */
export function CorporateHotelForm({
  hotel,
  isPending,
  errorMessage,
  onSubmit,
  onCancel,
}: CorporateHotelFormProps) {
  // The pictures kept and chosen, read by the resolver, which the form keeps from its first render.
  const pictureCount = useRef(hotel?.images.length ?? 0);
  const { control, handleSubmit, setValue, formState } = useForm<
    CorporateHotelFormInput,
    unknown,
    CorporateHotelCreate
  >({
    resolver: withImageCount(pictureCount),
    defaultValues: toFormValues(hotel),
  });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const position = positionOf(latitude, longitude);
  // Without map tiles (offline, blocked) the position is typed instead.
  const [isMapUnavailable, setMapUnavailable] = useState(false);
  const [savedImages, setSavedImages] = useState<string[]>(hotel?.images ?? []);
  const [pictures, setPictures] = useState<ChosenImage[]>([]);
  const isPinMissing = Boolean(formState.errors.latitude || formState.errors.longitude);

  function placePin({ latitude, longitude }: MapPosition) {
    // Five decimals: about a metre, as precise as a pin placed by hand.
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue('latitude', latitude.toFixed(5), options);
    setValue('longitude', longitude.toFixed(5), options);
  }
  const title = hotel ? `Editar ${hotel.name}` : 'Nuevo hotel corporativo';

  function choosePictures(chosen: ChosenImage[]) {
    pictureCount.current = savedImages.length + chosen.length;
    setPictures(chosen);
  }

  function removeSavedImage(index: number) {
    const kept = savedImages.filter((_, other) => other !== index);
    pictureCount.current = kept.length + pictures.length;
    setSavedImages(kept);
  }

  return (
    <form
      className="corporate-hotel-form"
      onSubmit={handleSubmit((fields) =>
        onSubmit(
          { ...fields, images: [...savedImages, ...(fields.images ?? [])] },
          pictures.map((picture) => picture.file),
        ),
      )}
      noValidate
      aria-label={title}
    >
      <h2 className="admin-page__subheading">{title}</h2>
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <div className="admin-form__grid">
        <TextField control={control} name="name" label="Nombre del hotel" required />
        <Controller
          control={control}
          name="iata"
          render={({ field, fieldState }) => (
            <div className="form-field">
              <AirportAutocomplete
                places="cities"
                label="Destino (IATA)"
                placeholder="Ciudad o aeropuerto"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
        <TextField
          control={control}
          name="address"
          label="Dirección"
          autocomplete="street-address"
          required
        />
        {isMapUnavailable && (
          <>
            <TextField control={control} name="latitude" label="Latitud" inputmode="decimal" required />
            <TextField control={control} name="longitude" label="Longitud" inputmode="decimal" required />
          </>
        )}
        <TextField control={control} name="stars" label="Estrellas (1 a 5)" inputmode="numeric" required />
        <TextField
          control={control}
          name="nightlyRate"
          label="Tarifa negociada por noche (COP)"
          inputmode="numeric"
          hint="En pesos, sin decimales."
          required
        />
        <TextField
          control={control}
          name="publicNightlyRate"
          label="Tarifa pública por noche (COP)"
          inputmode="numeric"
          hint="Opcional: la que el hotel cobra a cualquiera. Con ella los reportes miden el ahorro negociado."
        />
      </div>
      {!isMapUnavailable && (
        <div className="form-field corporate-hotel-form__location">
          <p className="form-field__label" id="corporate-hotel-pin-label">
            Ubicación en el mapa
          </p>
          <p className="form-field__hint">
            Toca el mapa donde queda el hotel; puedes arrastrar el pin para ajustarlo.
          </p>
          <LocationPicker
            label="Mapa: ubicación del hotel"
            position={position}
            onPick={placePin}
            onUnavailable={() => setMapUnavailable(true)}
          />
          <p className="form-field__hint" role="status">
            {position
              ? `Pin en ${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}.`
              : 'Aún no has marcado la ubicación.'}
          </p>
          {isPinMissing && (
            <p className="form-field__error" role="alert">
              {PIN_REQUIRED_MESSAGE}
            </p>
          )}
        </div>
      )}
      <SavedHotelPictures images={savedImages} onRemove={removeSavedImage} />
      <HotelPicturePicker pictures={pictures} onChange={choosePictures} />
      <TextAreaField
        control={control}
        name="images"
        label="Imágenes (una dirección por línea)"
        hint="Opcional: fotos que ya están publicadas en la web, una dirección https:// por línea."
      />
      <SubmitButton label={hotel ? 'Guardar cambios' : 'Agregar hotel'} isPending={isPending} />
      {hotel && (
        <button type="button" className="corporate-hotels__link-button" onClick={onCancel}>
          Cancelar edición
        </button>
      )}
    </form>
  );
}
