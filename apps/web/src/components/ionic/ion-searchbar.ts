import {
  defineCustomElement,
  IonSearchbar as IonSearchbarElement,
} from '@ionic/core/components/ion-searchbar.js';
import type { IonSearchbar as IonicIonSearchbar } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-searchbar>` in its own module (see README.md). */
export const IonSearchbar: typeof IonicIonSearchbar = createComponent({
  tagName: 'ion-searchbar',
  elementClass: IonSearchbarElement,
  react: React,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonClear: 'ionClear',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
});
