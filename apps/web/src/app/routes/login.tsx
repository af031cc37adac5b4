export { LoginForm as Component } from '../../features/auth/components/login-form.tsx';
