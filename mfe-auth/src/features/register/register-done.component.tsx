import type { Role } from '@platform/shared/contract';
import { Link } from 'react-router-dom';
import { Notice } from '../common/auth-card.component';

/** What happens after sign-up, by account kind. */
export function RegisterDone({ role, email }: { role: Role; email: string }) {
  return (
    <>
      <Notice $tone="success" role="status">
        <p>
          <strong>Your account has been created.</strong>
        </p>
        <p>We sent a verification e-mail to {email}. Open the link in it to verify your e-mail address.</p>
        {role !== 'user' && (
          <p>
            Your verification documents are now waiting for review by our team.{' '}
            {role === 'performer'
              ? 'You can sign in and set up your profile right away; you can go live once your account is verified.'
              : 'You can sign in and set up your studio right away.'}
          </p>
        )}
      </Notice>
      <p>
        <Link to={`/auth/login/${role}`}>Sign in</Link>
      </p>
      <p>
        No e-mail after a few minutes?{' '}
        <Link to={`/auth/verify-email?type=${role}&email=${encodeURIComponent(email)}`}>Resend the verification e-mail</Link>
      </p>
    </>
  );
}
