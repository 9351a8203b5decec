/* The auth feature's parts that other features use: the landing page's sign-in card. */
export { LoginFormPlaceholder } from './components/login-form-placeholder.tsx';
export { LazyLoginForm } from './lazy-login-form.tsx';
