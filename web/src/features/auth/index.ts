/**
 * The auth feature's public entry: the one feature other features may import (the session is
 * everyone's concern), and what the app shell mounts. Kept light: it is part of every page's first
 * load, so no forms, schemas or CSS come through here.
 */
export { AuthGate } from './components/AuthGate';
// "Verify your e-mail" is the session's too: onboarding and My account both show it.
export { EmailVerification } from './components/EmailVerification';
export { AuthProvider } from './context/AuthProvider';
export { useAuth, useSessionIfAny, type AuthContextValue } from './context/auth-context';
export { AUTH_PATHS, signInPath } from './redirects';
