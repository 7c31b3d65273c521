import { defineCustomElement, IonToggle as IonToggleElement } from '@ionic/core/components/ion-toggle.js';
import type { IonToggle as IonicIonToggle } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-toggle>` in its own module (see README.md). */
export const IonToggle: typeof IonicIonToggle = createComponent({
  tagName: 'ion-toggle',
  elementClass: IonToggleElement,
  react: React,
  events: { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement,
});
