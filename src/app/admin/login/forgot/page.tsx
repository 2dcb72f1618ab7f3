import type { Metadata } from 'next';
import { resetCopy as copy } from '@/content/login';
import { AuthCard } from '../../auth-card';
import { ForgotForm } from './forgot-form';

export const metadata: Metadata = { title: copy.forgotMetaTitle, robots: { index: false, follow: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={copy.forgotTitle} intro={copy.forgotIntro}>
      <ForgotForm />
    </AuthCard>
  );
}
