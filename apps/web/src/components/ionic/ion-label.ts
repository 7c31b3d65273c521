import { defineCustomElement, IonLabel as IonLabelElement } from '@ionic/core/components/ion-label.js';
import type { IonLabel as IonicIonLabel } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-label>` in its own module (see README.md). */
export const IonLabel: typeof IonicIonLabel = createComponent({
  tagName: 'ion-label',
  elementClass: IonLabelElement,
  react: React,
  events: {},
  defineCustomElement,
});
