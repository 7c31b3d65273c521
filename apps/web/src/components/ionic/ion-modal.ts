import { defineCustomElement } from '@ionic/core/components/ion-modal.js';
import { IonModal as IonicIonModal } from '@ionic/react';

/**
 * `<ion-modal>` defined here, beside the pages that show one: the production build keeps `@ionic/react` from
 * defining it in every page's first visit (`vite/ionic-elements-on-demand.ts`). The component is `@ionic/react`'s.
 */
defineCustomElement();

export const IonModal: typeof IonicIonModal = IonicIonModal;
