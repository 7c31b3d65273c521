import './filters-panel.css';
import { type ReactNode, useId, useState } from 'react';

/**
 * The shell of a results page's filters: a region named 'Filtros' whose fields fold, on a phone, behind a button
 * that says whether they are shown (the results come first); from 768 px the CSS keeps them open in their column.
 */
export function FiltersPanel({ children }: { children: ReactNode }) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <section
      className={`filters-panel${isOpen ? ' filters-panel--open' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="filters-panel__bar">
        <h2 id={`${id}-title`} className="filters-panel__title">
          Filtros
        </h2>
        <button
          type="button"
          className="filters-panel__toggle"
          aria-expanded={isOpen}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? 'Ocultar filtros' : 'Mostrar filtros'}
        </button>
      </div>
      <div id={`${id}-body`} className="filters-panel__body">
        {children}
      </div>
    </section>
  );
}
