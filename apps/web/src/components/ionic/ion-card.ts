import { defineCustomElement, IonCard as IonCardElement } from '@ionic/core/components/ion-card.js';
import {
  defineCustomElement as defineCardContent,
  IonCardContent as IonCardContentElement,
} from '@ionic/core/components/ion-card-content.js';
import type { IonCardContent as IonicIonCardContent } from '@ionic/react';
import { createComponent, type StencilReactComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/**
 * `<ion-card>` in its own module (see README.md). Without `@ionic/react`'s router link (`routerLink`): the app's
 * cards hold their links inside.
 */
export const IonCard: StencilReactComponent<IonCardElement> = createComponent({
  tagName: 'ion-card',
  elementClass: IonCardElement,
  react: React,
  events: {},
  defineCustomElement,
});

export const IonCardContent: typeof IonicIonCardContent = createComponent({
  tagName: 'ion-card-content',
  elementClass: IonCardContentElement,
  react: React,
  events: {},
  defineCustomElement: defineCardContent,
});
