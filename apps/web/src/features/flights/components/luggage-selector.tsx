import { IonIcon } from '@ionic/react';
import { type FareFamily, formatCop, type LuggageOption, type LuggageSize } from '@travesia/domain';
import { bagHandleOutline, bagOutline, briefcaseOutline } from 'ionicons/icons';

/** The supplier names an ionicon; unknown names fall back to the usual picture of that size. */
const ICONS_BY_NAME: Record<string, string> = {
  'bag-handle-outline': bagHandleOutline,
  'briefcase-outline': briefcaseOutline,
  'bag-outline': bagOutline,
};
const ICONS_BY_SIZE: Record<LuggageSize, string> = {
  Pequeño: bagHandleOutline,
  Mediano: briefcaseOutline,
  Grande: bagOutline,
};

export function LuggageIcon({ option }: { option: LuggageOption }) {
  return (
    <IonIcon
      icon={ICONS_BY_NAME[option.icon] ?? ICONS_BY_SIZE[option.size]}
      className="luggage-icon"
      aria-hidden="true"
    />
  );
}

interface LuggageSelectorProps {
  family: FareFamily;
  selected: readonly LuggageSize[];
  onChange: (selected: LuggageSize[]) => void;
}

/**
 * Spec §2.9 luggage selector: icon, size and whether the fare includes it; sizes the family does not
 * include can be bought on top, per passenger with a seat and per direction.
 */
export function LuggageSelector({ family, selected, onChange }: LuggageSelectorProps) {
  const toggle = (size: LuggageSize, isChecked: boolean) =>
    onChange(isChecked ? [...selected, size] : selected.filter((candidate) => candidate !== size));

  return (
    <fieldset className="luggage-selector">
      <legend>Equipaje</legend>
      <p className="luggage-selector__hint">
        Precios por pasajero con asiento y por trayecto; los bebés viajan sin equipaje propio.
      </p>
      <ul className="luggage-selector__list">
        {family.luggage.map((option) => (
          <li
            key={option.size}
            className={`luggage-option luggage-option--${option.included ? 'included' : 'extra'}`}
          >
            {option.included ? (
              <>
                <LuggageIcon option={option} />
                <span className="luggage-option__text">
                  <strong>{option.size}</strong> <span>{option.description}</span>
                </span>{' '}
                <span className="luggage-tag">Incluido</span>
              </>
            ) : (
              <label className="luggage-option__choice">
                <input
                  type="checkbox"
                  checked={selected.includes(option.size)}
                  onChange={(event) => toggle(option.size, event.target.checked)}
                />
                <LuggageIcon option={option} />
                <span className="luggage-option__text">
                  <strong>Agregar {option.size}</strong> <span>{option.description}</span>
                </span>{' '}
                <span className="luggage-option__price">+ {formatCop(option.price)}</span>
              </label>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
