import './page-layout.css';
import { IonContent, IonPage, useIonViewWillEnter } from '@ionic/react';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect } from 'react';

const PRODUCT_NAME = 'Travesía';

/**
 * The shell decides what the header of every page is; pages only say where it goes. The context
 * keeps features from importing the shell (the dependency runs shell -> features, never back).
 */
const PageHeaderContext = createContext<ComponentType>(() => null);
export const PageHeaderProvider = PageHeaderContext.Provider;

/** Which visit of its page the body belongs to (app/page-visit.tsx); a new visit draws the body afresh. */
const PageVisitKeyContext = createContext<string | undefined>(undefined);
export const PageVisitKeyProvider = PageVisitKeyContext.Provider;

interface PageLayoutProps {
  /** Document title of the screen; null keeps the bare product name (home page). */
  title: string | null;
  children: ReactNode;
}

/** The skeleton of every screen: IonPage, the shell's header, and the scrolling content. */
export function PageLayout({ title, children }: PageLayoutProps) {
  const Header = useContext(PageHeaderContext);
  const visitKey = useContext(PageVisitKeyContext);
  return (
    <IonPage>
      <DocumentTitle title={title} />
      <Header />
      <IonContent>
        <div key={visitKey} className="page-body">
          {children}
        </div>
      </IonContent>
    </IonPage>
  );
}

function DocumentTitle({ title }: { title: string | null }) {
  const fullTitle = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  // Ionic keeps earlier pages mounted; the title has to follow the page that comes back into view.
  useIonViewWillEnter(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  return null;
}
