/** The one feature other features may import. In every page's first load: no forms, schemas or CSS here. */
export { AuthGate } from './components/AuthGate';
// "Verify your e-mail" is the session's too: onboarding and My account both show it.
export { EmailVerification } from './components/EmailVerification';
export { AuthProvider } from './context/AuthProvider';
export { useAuth, useSessionIfAny, type AuthContextValue } from './context/auth-context';
export { AUTH_PATHS, signInPath } from './redirects';
