import { IonButton, IonSpinner } from '@ionic/react';
import { checkLogoImage, LOGO_CONTENT_TYPES, LOGO_MESSAGES } from '@travesia/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company/get-company';
import { type ChosenImage, chooseImage } from '../../../lib/files/chosen-image';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company-logo';

/** The company's logo: the one it shows, and a new one chosen, checked and previewed before it is uploaded. */
export function CompanyLogoSection({ companyId }: { companyId: number }) {
  const inputId = useId();
  const company = useCompany(companyId);
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  // A new key empties the file input after a save.
  const [inputVersion, setInputVersion] = useState(0);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosen(null);
    setFileError(null);
    setSavedMessage(null);
    upload.reset();
    if (!file) return;
    // The same check as the server's, on the bytes, so a wrong file is explained before it is sent.
    const check = checkLogoImage(new Uint8Array(await file.arrayBuffer()));
    if (!check.ok) {
      setFileError(check.message);
      return;
    }
    setChosen(await chooseImage(file));
  }

  function save() {
    if (!chosen) {
      if (!fileError) setFileError(LOGO_MESSAGES.empty);
      return;
    }
    upload.mutate(
      { companyId, file: chosen.file },
      {
        onSuccess: () => {
          setChosen(null);
          setInputVersion((version) => version + 1);
          setSavedMessage('Guardamos el logo de la empresa.');
        },
      },
    );
  }

  function removeLogo() {
    setSavedMessage(null);
    remove.mutate(companyId, { onSuccess: () => setSavedMessage('Quitamos el logo de la empresa.') });
  }

  const mutationError = upload.error ?? remove.error;
  const currentLogo = company.data?.logo_url ?? null;

  return (
    <section className="company-users__card company-logo" aria-labelledby="company-logo-title">
      <h2 id="company-logo-title" className="admin-page__subheading">
        Logo de la empresa
      </h2>
      {company.isPending ? (
        <p className="admin-page__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando...
        </p>
      ) : company.isError ? (
        <FormAlert tone="error">{getErrorMessage(company.error)}</FormAlert>
      ) : (
        <>
          {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
          {mutationError && <FormAlert tone="error">{getErrorMessage(mutationError)}</FormAlert>}
          <div className="company-logo__images">
            {currentLogo ? (
              <img
                className="company-logo__image"
                src={currentLogo}
                alt={`Logo actual de ${company.data.name}`}
              />
            ) : (
              <p className="admin-page__status">La empresa aún no tiene logo.</p>
            )}
            {chosen && (
              <img className="company-logo__image" src={chosen.preview} alt="Vista previa del nuevo logo" />
            )}
          </div>
          <form
            className="form-field"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <label className="form-field__label" htmlFor={inputId}>
              Nuevo logo
            </label>
            <input
              key={inputVersion}
              id={inputId}
              type="file"
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
                PNG, JPEG o WebP de hasta 200 KB.
              </p>
            )}
            <SubmitButton label="Guardar logo" isPending={upload.isPending} />
          </form>
          {currentLogo && (
            <IonButton fill="clear" size="small" disabled={remove.isPending} onClick={removeLogo}>
              Quitar logo
            </IonButton>
          )}
        </>
      )}
    </section>
  );
}
