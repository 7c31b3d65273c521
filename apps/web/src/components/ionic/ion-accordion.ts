import {
  defineCustomElement,
  IonAccordion as IonAccordionElement,
} from '@ionic/core/components/ion-accordion.js';
import {
  defineCustomElement as defineAccordionGroup,
  IonAccordionGroup as IonAccordionGroupElement,
} from '@ionic/core/components/ion-accordion-group.js';
import type {
  IonAccordion as IonicIonAccordion,
  IonAccordionGroup as IonicIonAccordionGroup,
} from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-accordion>` in its own module (see README.md). */
export const IonAccordion: typeof IonicIonAccordion = createComponent({
  tagName: 'ion-accordion',
  elementClass: IonAccordionElement,
  react: React,
  events: {},
  defineCustomElement,
});

export const IonAccordionGroup: typeof IonicIonAccordionGroup = createComponent({
  tagName: 'ion-accordion-group',
  elementClass: IonAccordionGroupElement,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement: defineAccordionGroup,
});
