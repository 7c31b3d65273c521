import { IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, documentTextOutline, pieChartOutline } from 'ionicons/icons';
import { useId } from 'react';

const HIGHLIGHTS = [
  {
    icon: documentTextOutline,
    title: 'Tu política de viajes, aplicada',
    text: 'Cada tarifa muestra si cumple las reglas de anticipación y de precio que define tu empresa.',
  },
  {
    icon: checkmarkDoneOutline,
    title: 'Aprobaciones en un toque',
    text: 'Tus aprobadores aprueban o rechazan los viajes de su equipo en la aplicación o desde el correo que reciben.',
  },
  {
    icon: pieChartOutline,
    title: 'Gastos por centro de costos',
    text: 'Cada reserva queda asociada a su centro de costos para que finanzas concilie sin hojas de cálculo.',
  },
] as const;

export function HomeHighlights() {
  const headingId = useId();
  return (
    <section className="home-highlights" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Qué ofrece Travesía
      </h2>
      <ul>
        {HIGHLIGHTS.map(({ icon, title, text }) => (
          <li key={title}>
            <IonIcon icon={icon} aria-hidden="true" />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
