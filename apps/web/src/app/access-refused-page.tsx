import './access-refused-page.css';
import { HOME_AFTER_LOGIN } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { FormAlert } from '../components/form/form-alert';
import { PageLayout } from '../components/page-layout';

/** What a signed-in user below a screen's role sees in its place (app/route-access.ts), with a way back. */
export function AccessRefusedPage({ refusal }: { refusal: string }) {
  return (
    <PageLayout title="Acceso restringido">
      <h1 className="access-refused__heading">Acceso restringido</h1>
      <FormAlert tone="error">{refusal}</FormAlert>
      <p>
        <Link to={HOME_AFTER_LOGIN}>Volver al inicio</Link>
      </p>
    </PageLayout>
  );
}
