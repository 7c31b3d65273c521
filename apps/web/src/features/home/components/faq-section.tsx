import { useId } from 'react';

const FAQ = [
  {
    question: '¿Puedo pagar mis viajes por descuento de nómina?',
    answer:
      'Sí, siempre que tu empresa lo haya aprobado previamente. Cuando el descuento de nómina está habilitado para ti, aparece como forma de pago al confirmar la reserva y el valor se descuenta de tu salario según las condiciones acordadas con tu empresa.',
  },
  {
    question: '¿Puedo pagar con la tarjeta corporativa de mi empresa?',
    answer:
      'Sí. Si tu empresa registró su tarjeta corporativa en Travesía, puedes elegirla como forma de pago al reservar. Cada cargo queda asociado al viaje y a su centro de costos, lo que facilita la conciliación de los gastos.',
  },
  {
    question: '¿Se puede personalizar Travesía para mi empresa?',
    answer:
      'Sí. Configuramos Travesía con las políticas de viaje de tu empresa, sus flujos de aprobación, sus centros de costos, las formas de pago habilitadas y su imagen de marca, para que cada colaborador reserve con las reglas de su organización.',
  },
] as const;

export function FaqSection() {
  const headingId = useId();
  return (
    <section className="home-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>Preguntas frecuentes</h2>
      {/* The page's own disclosure element rather than Ionic's accordion: it opens in the prerendered copy before
          the app has started, and the home page's first visit downloads no accordion, item or label (decision 025). */}
      <div className="home-faq__list">
        {FAQ.map(({ question, answer }) => (
          <details key={question} className="home-faq__item">
            <summary className="home-faq__question">{question}</summary>
            <div className="home-faq__answer">
              <p>{answer}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
