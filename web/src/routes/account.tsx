import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/** The pages mail links open, each loaded when first opened (React.lazy). */
const ForgotPassword = lazy(() => import('../features/account/forgot-password-page'));
const ResetPassword = lazy(() => import('../features/account/reset-password-page'));
const VerifyEmail = lazy(() => import('../features/account/verify-email-page'));

function loaded(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

export const forgotPasswordPage = loaded(ForgotPassword);
export const resetPasswordPage = loaded(ResetPassword);
export const verifyEmailPage = loaded(VerifyEmail);
