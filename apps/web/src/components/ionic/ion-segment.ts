import { defineCustomElement, IonSegment as IonSegmentElement } from '@ionic/core/components/ion-segment.js';
import {
  defineCustomElement as defineSegmentButton,
  IonSegmentButton as IonSegmentButtonElement,
} from '@ionic/core/components/ion-segment-button.js';
import type { IonSegment as IonicIonSegment, IonSegmentButton as IonicIonSegmentButton } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-segment>` in its own module (see README.md). */
export const IonSegment: typeof IonicIonSegment = createComponent({
  tagName: 'ion-segment',
  elementClass: IonSegmentElement,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
});

export const IonSegmentButton: typeof IonicIonSegmentButton = createComponent({
  tagName: 'ion-segment-button',
  elementClass: IonSegmentButtonElement,
  react: React,
  events: {},
  defineCustomElement: defineSegmentButton,
});
