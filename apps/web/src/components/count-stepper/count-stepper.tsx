import './count-stepper.css';
import { IonIcon } from '@ionic/react';
import { addOutline, removeOutline } from 'ionicons/icons';
import { useId } from 'react';

interface CountStepperProps {
  label: string;
  hint: string;
  value: number;
  /** Whether one less, or one more, is allowed: the caller's rule (a limit, or a rule across several counts). */
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (value: number) => void;
}

/** Plus/minus buttons for a small count (bags, guests), each disabled where the count may not go. */
export function CountStepper({ label, hint, value, canDecrease, canIncrease, onChange }: CountStepperProps) {
  const id = useId();
  return (
    <fieldset className="count-stepper" aria-labelledby={`${id}-label`}>
      <div>
        <span className="count-stepper__label" id={`${id}-label`}>
          {label}
        </span>
        <span className="count-stepper__hint">{hint}</span>
      </div>
      <div className="count-stepper__controls">
        <button
          type="button"
          className="stepper-button"
          aria-label={`Quitar ${label.toLowerCase()}`}
          disabled={!canDecrease}
          onClick={() => onChange(value - 1)}
        >
          <IonIcon icon={removeOutline} aria-hidden="true" />
        </button>
        <output className="count-stepper__count" aria-labelledby={`${id}-label`} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label={`Agregar ${label.toLowerCase()}`}
          disabled={!canIncrease}
          onClick={() => onChange(value + 1)}
        >
          <IonIcon icon={addOutline} aria-hidden="true" />
        </button>
      </div>
    </fieldset>
  );
}
