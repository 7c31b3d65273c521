/**
 * The one list of what of Ionic stays off every page's first visit (decision 025). `@ionic/react` is a single module,
 * so a component imported from it anywhere is bundled with the app's shell. The build plugin
 * (`ionic-elements-on-demand.ts`) reads it, and a test holds `biome.json`'s refused imports to it.
 */

/**
 * Elements `@ionic/react` defines as soon as it is evaluated, although the app shows them on some pages only (the
 * overlays) or never (tabs, back button), with the names of `@ionic/react` that bring each. The build leaves their
 * definition to `src/components/ionic`, whose modules define the element beside the pages that use it.
 */
export const ELEMENTS_DEFINED_ON_DEMAND = {
  'ion-action-sheet': ['IonActionSheet', 'useIonActionSheet'],
  'ion-alert': ['IonAlert', 'useIonAlert'],
  'ion-back-button': ['IonBackButton'],
  'ion-loading': ['IonLoading', 'useIonLoading'],
  'ion-modal': ['IonModal', 'useIonModal'],
  'ion-popover': ['IonPopover', 'useIonPopover'],
  'ion-tab-bar': ['IonTabBar'],
  'ion-tab-button': ['IonTabButton'],
  'ion-tabs': ['IonTabs'],
  'ion-toast': ['IonToast', 'useIonToast'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Components some pages show, built one module each in `src/components/ionic` so they travel with those pages; and
 * the menu's item and list, which the app no longer renders (its entries are plain links).
 */
export const COMPONENTS_OFF_THE_SHELL = [
  'IonAccordion',
  'IonAccordionGroup',
  'IonCard',
  'IonCardContent',
  'IonChip',
  'IonCol',
  'IonFooter',
  'IonGrid',
  'IonInput',
  'IonItem',
  'IonLabel',
  'IonList',
  'IonRow',
  'IonSearchbar',
  'IonSegment',
  'IonSegmentButton',
  'IonToggle',
] as const;

/** What Biome refuses importing from `@ionic/react` (`importNamePattern` in biome.json), in alphabetical order. */
export const NAMES_REFUSED_FROM_IONIC_REACT: readonly string[] = [
  ...COMPONENTS_OFF_THE_SHELL,
  ...Object.values(ELEMENTS_DEFINED_ON_DEMAND).flat(),
].sort(byCodePoint);

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
