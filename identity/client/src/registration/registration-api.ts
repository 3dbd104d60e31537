import { httpRequest, type HttpContext } from '../http/http-client.ts';

/** One password rule of the registration form: a description and a minimum length or a `/regex/` format. */
export interface RegistrationSubSchema {
  description: string;
  minLength?: number;
  format?: string;
}

/** One field of the registration form's profile schema (spec §3 "Registration schema property"). */
export interface RegistrationField {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  subSchemas?: RegistrationSubSchema[];
  /** The reference's name for the sub-schemas; read as `subSchemas`. */
  allOf?: RegistrationSubSchema[];
}

/** `GET /api/v1/registration/form` (spec §7; design/authn-protocol.md §1.11). */
export interface RegistrationForm {
  policyId: string;
  lastUpdate?: number;
  profileSchema: {
    properties: Record<string, RegistrationField>;
    required?: string[];
    fieldOrder?: string[];
  };
}

/** Registration calls of the SDK (spec §7 "Security image, device fingerprint, registration"). */
export interface RegistrationApi {
  /** GET /api/v1/registration/form. Rejects with AuthApiError (404 E0000007 when registration is off). */
  getForm(): Promise<RegistrationForm>;
  /**
   * POST /api/v1/registration/{policyId}/register `{userProfile, relayState}`; resolves `{activationToken}` when
   * no activation by email is required, else `{}`. Rejects with AuthApiError (400 E0000001 causes, E0000114).
   */
  register(
    policyId: string,
    body: { userProfile: Record<string, string>; relayState?: string },
  ): Promise<{ activationToken?: string }>;
}

/** The registration calls over the SDK's HTTP layer (same headers, credentials and error handling). */
export function createRegistrationApi(http: HttpContext): RegistrationApi {
  return {
    getForm: () => httpRequest<RegistrationForm>(http, { url: '/api/v1/registration/form' }),
    register: async (policyId, body) =>
      (await httpRequest<{ activationToken?: string } | null>(http, {
        url: `/api/v1/registration/${encodeURIComponent(policyId)}/register`,
        method: 'POST',
        body,
      })) ?? {},
  };
}
