export { NotFound as Component } from '../../features/not-found/components/not-found.tsx';
