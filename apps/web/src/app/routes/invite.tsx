export { InviteForm as Component } from '../../features/auth/components/invite-form.tsx';
