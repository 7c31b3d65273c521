import { defineCustomElement, IonInput as IonInputElement } from '@ionic/core/components/ion-input.js';
import type { IonInput as IonicIonInput } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-input>` in its own module (see README.md). */
export const IonInput: typeof IonicIonInput = createComponent({
  tagName: 'ion-input',
  elementClass: IonInputElement,
  react: React,
  events: { onIonInput: 'ionInput', onIonChange: 'ionChange', onIonBlur: 'ionBlur', onIonFocus: 'ionFocus' },
  defineCustomElement,
});
