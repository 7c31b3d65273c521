import './form.css';
import { prepareModal } from '../ionic/ion-modal-on-demand';

interface SearchFieldButtonProps {
  /** The field's id prefix: `{id}-label`, `{id}-value` and `{id}-error` are used. */
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  /** Announce the error here; off when the dialog the button opens announces it itself. */
  announceError?: boolean;
  /** The value is worked out from today's date (a build-time copy of the page must not show it). */
  dependsOnToday?: boolean;
  onOpen: () => void;
}

/**
 * A search form's field that opens a dialog (dates, guests): a label, a button reading the current value, and
 * the field's error, wired for screen readers once for every such field.
 */
export function SearchFieldButton({
  id,
  label,
  value,
  error,
  announceError = true,
  dependsOnToday = false,
  onOpen,
}: SearchFieldButtonProps) {
  return (
    <>
      <span className="search-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`search-field__button${error ? ' search-field__button--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onOpen}
        // The dialog's code downloads as the pointer or the focus reaches the field, before the tap that opens it.
        onPointerEnter={prepareModal}
        onFocus={prepareModal}
      >
        <span id={`${id}-value`} data-depends-on-today={dependsOnToday || undefined}>
          {value}
        </span>
      </button>
      {error && (
        <p id={`${id}-error`} className="form-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
}
