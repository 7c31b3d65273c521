import { defineCustomElement, IonFooter as IonFooterElement } from '@ionic/core/components/ion-footer.js';
import type { IonFooter as IonicIonFooter } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-footer>` in its own module (see README.md). */
export const IonFooter: typeof IonicIonFooter = createComponent({
  tagName: 'ion-footer',
  elementClass: IonFooterElement,
  react: React,
  events: {},
  defineCustomElement,
});
