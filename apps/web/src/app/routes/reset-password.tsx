export { ResetPasswordForm as Component } from '../../features/auth/components/reset-password-form.tsx';
