import { defineCustomElement } from '@ionic/core/components/ion-alert.js';
import { IonAlert as IonicIonAlert } from '@ionic/react';

/**
 * `<ion-alert>` defined here, beside the pages that show one: the production build keeps `@ionic/react` from
 * defining it in every page's first visit (`vite/ionic-elements-on-demand.ts`). The component is `@ionic/react`'s.
 */
defineCustomElement();

export const IonAlert: typeof IonicIonAlert = IonicIonAlert;
