import { IonIcon } from '@ionic/react';
import {
  extraAllowance,
  type FareFamily,
  formatCop,
  type LuggageOption,
  type LuggageSize,
} from '@travesia/domain';
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
 * include can be bought on top, per passenger with a seat and per direction, and a hold bag up to twice
 * (a second one when the family includes the first).
 */
export function LuggageSelector({ family, selected, onChange }: LuggageSelectorProps) {
  const setCount = (size: LuggageSize, count: number) =>
    onChange([
      ...selected.filter((candidate) => candidate !== size),
      ...Array.from({ length: count }, () => size),
    ]);

  return (
    <fieldset className="luggage-selector">
      <legend>Equipaje</legend>
      <p className="luggage-selector__hint">
        Precios por pasajero con asiento y por trayecto; los bebés viajan sin equipaje propio.
      </p>
      <ul className="luggage-selector__list">
        {family.luggage.map((option) => {
          const allowance = extraAllowance(family, option.size);
          const count = Math.min(selected.filter((candidate) => candidate === option.size).length, allowance);
          const name = option.included ? `Agregar otro ${option.size}` : `Agregar ${option.size}`;
          return (
            <li
              key={option.size}
              className={`luggage-option luggage-option--${option.included ? 'included' : 'extra'}`}
            >
              {option.included && (
                <>
                  <LuggageIcon option={option} />
                  <span className="luggage-option__text">
                    <strong>{option.size}</strong> <span>{option.description}</span>
                  </span>{' '}
                  <span className="luggage-tag">Incluido</span>
                </>
              )}
              {allowance === 1 && (
                <label className="luggage-option__choice">
                  <input
                    type="checkbox"
                    checked={count === 1}
                    onChange={(event) => setCount(option.size, event.target.checked ? 1 : 0)}
                  />
                  {!option.included && <LuggageIcon option={option} />}
                  <span className="luggage-option__text">
                    <strong>{name}</strong> {!option.included && <span>{option.description}</span>}
                  </span>{' '}
                  <span className="luggage-option__price">+ {formatCop(option.price)}</span>
                </label>
              )}
              {allowance > 1 && (
                <label className="luggage-option__choice luggage-option__choice--count">
                  <LuggageIcon option={option} />
                  <span className="luggage-option__text">
                    <strong>{name}</strong> <span>{option.description}</span>
                  </span>{' '}
                  <select
                    value={count}
                    onChange={(event) => setCount(option.size, Number(event.target.value))}
                  >
                    {Array.from({ length: allowance + 1 }, (_, index) => index).map((value) => (
                      <option key={value} value={value}>
                        {value === 0 ? 'Ninguna' : `${value} por pasajero`}
                      </option>
                    ))}
                  </select>{' '}
                  <span className="luggage-option__price">+ {formatCop(option.price)} c/u</span>
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
