import '../../../components/card/card.css';
import '../demo-requests.css';
import { IonIcon } from '@ionic/react';
import { checkmarkOutline } from 'ionicons/icons';
import { useId } from 'react';
import { PageLayout } from '../../../components/page-layout';
import { DemoRequestForm } from '../components/demo-request-form';

const DEMO_TOPICS = [
  'Políticas de viaje por empresa y por grupo de viajeros',
  'Aprobaciones desde la aplicación o por correo',
  'Centros de costos, descuento por nómina y tarjeta corporativa',
  'Reservas de vuelos y hoteles en pesos colombianos',
];

/** /tourism-form: a visitor asks the agency for a demo (spec §1). */
export function TourismFormPage() {
  const headingId = useId();
  return (
    <PageLayout title="Solicitar una demo">
      <div className="demo-request">
        <section className="demo-request__intro" aria-labelledby={headingId}>
          <p className="demo-request__eyebrow">Para empresas</p>
          <h1 id={headingId}>Solicita una demo de Travesía</h1>
          <p className="demo-request__lead">
            Te mostramos en 30 minutos cómo tu empresa puede gestionar sus viajes corporativos. Déjanos tus
            datos y te contactamos.
          </p>
          <ul className="demo-request__topics" aria-label="Qué verás en la demo">
            {DEMO_TOPICS.map((topic) => (
              <li key={topic}>
                <IonIcon icon={checkmarkOutline} aria-hidden="true" />
                {topic}
              </li>
            ))}
          </ul>
        </section>
        <div className="card demo-request__card">
          <DemoRequestForm />
        </div>
      </div>
    </PageLayout>
  );
}
