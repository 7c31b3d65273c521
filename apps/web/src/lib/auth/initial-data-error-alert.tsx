import { IonAlert } from '../../components/ionic/ion-alert';

/** Spec's alert when the signed-in user's data cannot be read; its own module so the shell does not carry ion-alert. */
export function InitialDataErrorAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <IonAlert
      isOpen
      header="Error"
      subHeader="Error al obtener los datos iniciales"
      message={message}
      buttons={['Aceptar']}
      onDidDismiss={onDismiss}
    />
  );
}
