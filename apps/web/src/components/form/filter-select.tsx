import './form.css';

export interface FilterChoice {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** '' is the choice that filters nothing (`allLabel`). */
  value: string;
  allLabel: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
}

/** A list filter's native select: a label, an option that filters nothing, then the choices; applies at once. */
export function FilterSelect({ id, label, value, allLabel, choices, onChange }: FilterSelectProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="native-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
