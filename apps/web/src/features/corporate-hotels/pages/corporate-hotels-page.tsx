import '../../../components/admin-page/admin-page.css';
import '../corporate-hotels.css';
import { IonSpinner } from '@ionic/react';
import type { CorporateHotelAdmin, CorporateHotelCreate } from '@travesia/domain';
import { useState } from 'react';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { type ManagedCompany, useManagedCompany } from '../../../lib/company/use-managed-company';
import { useCreateCorporateHotel } from '../api/create-corporate-hotel';
import { useCorporateHotels } from '../api/list-corporate-hotels';
import { useUpdateCorporateHotel } from '../api/update-corporate-hotel';
import { useUploadCorporateHotelPicture } from '../api/upload-corporate-hotel-picture';
import { CorporateHotelForm } from '../components/corporate-hotel-form';
import { CorporateHotelList } from '../components/corporate-hotel-list';

/** /corporate-hotels: the company's administrator and the operator manage the negotiated hotels. */
export function CorporateHotelsPage() {
  const company = useManagedCompany();

  return (
    <PageLayout title="Hoteles corporativos">
      <h1 className="admin-page__heading">Hoteles corporativos</h1>
      {company.isOperator && <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />}
      {company.companyId !== null && <CorporateHotelsAdmin key={company.companyId} company={company} />}
    </PageLayout>
  );
}

function CorporateHotelsAdmin({ company }: { company: ManagedCompany }) {
  const hotels = useCorporateHotels(company.queryCompanyId, { isEnabled: true });
  const createHotel = useCreateCorporateHotel();
  const saveHotel = useUpdateCorporateHotel();
  const toggleHotel = useUpdateCorporateHotel();
  const uploadPicture = useUploadCorporateHotelPicture();
  const [editedHotel, setEditedHotel] = useState<CorporateHotelAdmin | null>(null);
  // A new key starts the form over (after a save, or when another hotel is picked).
  const [formVersion, setFormVersion] = useState(0);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  const formMutation = editedHotel ? saveHotel : createHotel;
  const formError = formMutation.error
    ? getErrorMessage(formMutation.error)
    : uploadPicture.error
      ? `El hotel quedó guardado, pero no una de sus fotos: ${getErrorMessage(uploadPicture.error)}`
      : null;

  function startForm(hotel: CorporateHotelAdmin | null) {
    createHotel.reset();
    saveHotel.reset();
    uploadPicture.reset();
    setEditedHotel(hotel);
    setFormVersion((version) => version + 1);
  }

  async function submit(hotel: CorporateHotelCreate, pictures: File[]) {
    setSavedMessage(null);
    uploadPicture.reset();
    let saved: CorporateHotelAdmin;
    try {
      if (editedHotel) {
        const { companyId: _companyId, ...update } = hotel;
        saved = await saveHotel.mutateAsync({ code: editedHotel.code, update });
      } else {
        saved = await createHotel.mutateAsync({ ...hotel, companyId: company.queryCompanyId });
      }
    } catch {
      return; // The form shows the mutation's error.
    }
    try {
      for (const file of pictures) saved = await uploadPicture.mutateAsync({ code: saved.code, file });
    } catch {
      // The hotel is saved: the form goes on with it, so that saving again does not add it twice.
      setEditedHotel(saved);
      setFormVersion((version) => version + 1);
      return;
    }
    setSavedMessage(`${saved.name} quedó guardado.`);
    startForm(null);
  }

  function toggleActive(hotel: CorporateHotelAdmin) {
    setSavedMessage(null);
    toggleHotel.mutate({ code: hotel.code, update: { isActive: !hotel.isActive } });
  }

  return (
    <div className="admin-page admin-page--halves">
      <section className="corporate-hotels__list" aria-busy={hotels.isPending}>
        {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
        {toggleHotel.error && <FormAlert tone="error">{getErrorMessage(toggleHotel.error)}</FormAlert>}
        {hotels.isPending ? (
          <p className="admin-page__status" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Cargando hoteles corporativos...
          </p>
        ) : hotels.error ? (
          <FormAlert tone="error">{getErrorMessage(hotels.error)}</FormAlert>
        ) : hotels.data.length === 0 ? (
          <p className="admin-page__status">
            {company.isOperator
              ? 'La empresa aún no tiene hoteles corporativos.'
              : 'Tu empresa aún no tiene hoteles corporativos.'}
          </p>
        ) : (
          <CorporateHotelList
            hotels={hotels.data}
            pendingCode={toggleHotel.isPending ? (toggleHotel.variables?.code ?? null) : null}
            onEdit={startForm}
            onToggleActive={toggleActive}
          />
        )}
      </section>
      <CorporateHotelForm
        key={`${editedHotel?.code ?? 'new'}-${formVersion}`}
        hotel={editedHotel}
        isPending={formMutation.isPending || uploadPicture.isPending}
        errorMessage={formError}
        onSubmit={submit}
        onCancel={() => startForm(null)}
      />
    </div>
  );
}
