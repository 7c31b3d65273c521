import '../../../components/card/card.css';
import { IonButton } from '@ionic/react';
import { CARD_BRAND_LABELS, type CorporateCard, formatCardExpiry } from '@travesia/domain';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useDeactivateCorporateCard } from '../api/deactivate-corporate-card';
import { CorporateCardForm } from './corporate-card-form';

interface CorporateCardsSectionProps {
  cards: readonly CorporateCard[];
  canManage: boolean;
}

const describeCard = (card: CorporateCard) => `${CARD_BRAND_LABELS[card.brand]} terminada en ${card.last4}`;

/** The company's active cards; administrators register and deactivate them. */
export function CorporateCardsSection({ cards, canManage }: CorporateCardsSectionProps) {
  const deactivate = useDeactivateCorporateCard();
  const [cardToDeactivate, setCardToDeactivate] = useState<CorporateCard | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <section className="card payment-section" aria-labelledby="cards-heading">
      <h2 id="cards-heading" className="payment-section__title">
        Tarjetas corporativas
      </h2>
      {message && <FormAlert tone="success">{message}</FormAlert>}
      {deactivate.error && <FormAlert tone="error">{getErrorMessage(deactivate.error)}</FormAlert>}
      {cards.length === 0 ? (
        <p className="payment-section__status">Tu empresa aún no tiene tarjetas corporativas registradas.</p>
      ) : (
        <ul className="card-list" aria-label="Tarjetas corporativas">
          {cards.map((card) => (
            <li key={card.id} className="card-list__item">
              <div>
                <p className="card-list__name">
                  {CARD_BRAND_LABELS[card.brand]} <span aria-hidden="true">•••• </span>
                  <span className="visually-hidden">terminada en </span>
                  {card.last4}
                </p>
                <p className="card-list__meta">
                  {card.holder} · Vence {formatCardExpiry(card.expMonth, card.expYear)}
                </p>
              </div>
              {canManage && (
                <IonButton
                  fill="clear"
                  size="small"
                  color="danger"
                  disabled={deactivate.isPending && deactivate.variables === card.id}
                  aria-label={`Desactivar ${describeCard(card)}`}
                  onClick={() => setCardToDeactivate(card)}
                >
                  Desactivar
                </IonButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <CorporateCardForm
          onRegistered={(card) => {
            deactivate.reset();
            setMessage(`Registramos la ${describeCard(card)}.`);
          }}
        />
      )}
      <OnDemandAlert
        isOpen={cardToDeactivate !== null}
        header="Desactivar tarjeta"
        message={
          cardToDeactivate
            ? `La ${describeCard(cardToDeactivate)} ya no se podrá elegir para pagar reservas.`
            : undefined
        }
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Desactivar',
            role: 'destructive',
            handler: () => {
              const card = cardToDeactivate;
              if (!card) return;
              setMessage(null);
              deactivate.mutate(card.id, {
                onSuccess: () => setMessage(`Desactivaste la ${describeCard(card)}.`),
              });
            },
          },
        ]}
        onDidDismiss={() => setCardToDeactivate(null)}
      />
    </section>
  );
}
