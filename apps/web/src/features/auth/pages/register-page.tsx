import '../auth.css';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/page-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  return (
    <PageLayout title="Crear una cuenta">
      <div className="auth-card auth-card--wide">
        <h1>Crear una cuenta</h1>
        <p className="auth-card__lead">
          Regístrate con tu correo corporativo. Si tu empresa te dio un código de invitación, escríbelo al
          final.
        </p>
        <RegisterForm />
        <nav className="auth-links" aria-label="Opciones de acceso">
          <Link to="/login">Ya tengo una cuenta</Link>
        </nav>
      </div>
    </PageLayout>
  );
}
