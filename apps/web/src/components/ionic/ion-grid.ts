import { defineCustomElement as defineCol, IonCol as IonColElement } from '@ionic/core/components/ion-col.js';
import { defineCustomElement, IonGrid as IonGridElement } from '@ionic/core/components/ion-grid.js';
import { defineCustomElement as defineRow, IonRow as IonRowElement } from '@ionic/core/components/ion-row.js';
import type { IonCol as IonicIonCol, IonGrid as IonicIonGrid, IonRow as IonicIonRow } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-grid>`, `<ion-row>` and `<ion-col>` in their own module (see README.md). */
export const IonGrid: typeof IonicIonGrid = createComponent({
  tagName: 'ion-grid',
  elementClass: IonGridElement,
  react: React,
  events: {},
  defineCustomElement,
});

export const IonRow: typeof IonicIonRow = createComponent({
  tagName: 'ion-row',
  elementClass: IonRowElement,
  react: React,
  events: {},
  defineCustomElement: defineRow,
});

export const IonCol: typeof IonicIonCol = createComponent({
  tagName: 'ion-col',
  elementClass: IonColElement,
  react: React,
  events: {},
  defineCustomElement: defineCol,
});
