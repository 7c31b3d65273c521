import { LoadingState } from './loading-state';
import { PageLayout } from './page-layout';

/** Shown while a screen's code or the signed-in user's data is still arriving. */
export function LoadingPage() {
  return (
    <PageLayout title={null}>
      <LoadingState text={'Cargando...'} />
    </PageLayout>
  );
}
