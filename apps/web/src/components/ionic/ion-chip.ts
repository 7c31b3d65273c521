import { defineCustomElement, IonChip as IonChipElement } from '@ionic/core/components/ion-chip.js';
import type { IonChip as IonicIonChip } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-chip>` in its own module (see README.md). */
export const IonChip: typeof IonicIonChip = createComponent({
  tagName: 'ion-chip',
  elementClass: IonChipElement,
  react: React,
  events: {},
  defineCustomElement,
});
