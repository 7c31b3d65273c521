import { defineCustomElement } from '@ionic/core/components/ion-datetime.js';
import { createElement, useEffect, useRef } from 'react';

// Ionic React's IonDatetime would put the calendar into the bundle every screen loads (Ionic React is
// one module); defining the element here keeps it in the hotel screens' own chunk.
defineCustomElement();

/** IonDatetime answers an ISO string (sometimes with a time); routes and requests want `YYYY-MM-DD`. */
function toDateOnly(value: string | string[] | null | undefined): string | null {
  return typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null;
}

interface DatePickerProps {
  /** `YYYY-MM-DD` */
  value: string;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  min: string;
  /** Latest selectable day, `YYYY-MM-DD`. */
  max: string;
  onChange: (date: string) => void;
  labelledBy: string;
}

/** An inline Ionic calendar (`ion-datetime`, presentation date) for one `YYYY-MM-DD` day. */
export function DatePicker({ value, min, max, onChange, labelledBy }: DatePickerProps) {
  const ref = useRef<HTMLIonDatetimeElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const picker = ref.current;
    if (!picker) return;
    picker.presentation = 'date';
    picker.locale = 'es-CO';
    picker.firstDayOfWeek = 1;
    const report = (event: Event) => {
      const date = toDateOnly((event as CustomEvent<{ value?: string | string[] | null }>).detail.value);
      if (date) onChangeRef.current(date);
    };
    picker.addEventListener('ionChange', report);
    return () => picker.removeEventListener('ionChange', report);
  }, []);

  useEffect(() => {
    if (ref.current) ref.current.min = min;
  }, [min]);

  useEffect(() => {
    if (ref.current) ref.current.max = max;
  }, [max]);

  useEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);

  return createElement('ion-datetime', { ref, 'aria-labelledby': labelledBy });
}
