import './leaf-icon.css';

/** The leaf beside an estimate of CO₂e (flights and stays, decision 024); decorative, the figure carries the meaning. */
export function LeafIcon() {
  return (
    <svg className="leaf-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 19C5 10 10.5 5 20 4c-.5 9.5-5.5 15-14 15Zm0 0 8-8" />
    </svg>
  );
}
