import { createContext, useContext, type ReactNode } from 'react';
import type { AuthClientApi } from '@identity/client';
import type { RuntimeConfig } from '../../config/runtime-config.ts';

export interface AuthContextValue {
  client: AuthClientApi;
  config: RuntimeConfig;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Provides the SDK client and the runtime config to the routes. */
export function AuthProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The SDK client and runtime config; throws outside AuthProvider (a programming error). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
