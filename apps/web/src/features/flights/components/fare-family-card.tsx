import { type FareFamily, formatCop } from '@travesia/domain';
import { useId } from 'react';
import { LuggageIcon } from './luggage-selector';

interface FareFamilyCardProps {
  family: FareFamily;
  /** The radio group every card of the page belongs to. */
  groupName: string;
  isSelected: boolean;
  onSelect: () => void;
}

/**
 * One fare family: a radio named by the family and its price, described by its conditions and luggage.
 * The label stretches over the whole card, so a tap anywhere on it chooses the family.
 */
export function FareFamilyCard({ family, groupName, isSelected, onSelect }: FareFamilyCardProps) {
  const id = useId();
  return (
    <div className={`fare-family-card${isSelected ? ' fare-family-card--selected' : ''}`}>
      <input
        id={id}
        type="radio"
        name={groupName}
        value={family.code}
        checked={isSelected}
        onChange={onSelect}
        className="fare-family-card__radio"
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className="fare-family-card__label">
        <span className="fare-family-card__name">{family.name}</span>{' '}
        <span className="fare-family-card__price">{formatCop(family.price)}</span>
      </label>
      <div id={`${id}-details`} className="fare-family-card__details">
        <dl className="fare-family-card__conditions">
          <dt>Cambios</dt>
          <dd>{family.conditions.changes}</dd>
          <dt>Reembolsos</dt>
          <dd>{family.conditions.refunds}</dd>
          <dt>Asiento</dt>
          <dd>{family.conditions.seat}</dd>
        </dl>
        <ul className="fare-family-card__luggage">
          {family.luggage.map((option) => (
            <li key={option.size}>
              <LuggageIcon option={option} />
              <span>
                {option.size}: {option.description}
              </span>{' '}
              <span className={option.included ? 'luggage-tag' : 'fare-family-card__extra'}>
                {option.included ? 'Incluido' : `+ ${formatCop(option.price)}`}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
