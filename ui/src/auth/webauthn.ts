/**
 * Passkeys in the browser: WebAuthn ceremonies from the JSON options the server sends, the
 * answers back as JSON, and a readable message for every failure (spec 1 section 8).
 */

export const WEBAUTHN_UNSUPPORTED = 'WebAuthn is not supported in this browser';

export type WebAuthnErrorCode =
  | 'ERROR_CEREMONY_ABORTED'
  | 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT'
  | 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT'
  | 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  | 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG'
  | 'ERROR_INVALID_RP_ID'
  | 'ERROR_INVALID_DOMAIN'
  | 'ERROR_INVALID_USER_ID_LENGTH'
  | 'ERROR_AUTHENTICATOR_GENERAL_ERROR'
  | 'ERROR_CANCELLED'
  | 'ERROR_UNKNOWN';

export const WEBAUTHN_MESSAGES: Record<WebAuthnErrorCode, string> = {
  ERROR_CEREMONY_ABORTED: 'The passkey request was stopped before it finished. Please try again.',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT:
    'This authenticator cannot store a passkey. Try another device or security key.',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT:
    'This authenticator cannot check it is you (with a PIN, fingerprint or face). Try another device.',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'This device already holds a passkey for your account.',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG:
    'This authenticator does not support the security algorithms Claimdesk needs. Try another device.',
  ERROR_INVALID_RP_ID: 'Passkeys are not set up correctly for this site (its relying party ID is not valid).',
  ERROR_INVALID_DOMAIN: 'Passkeys work only on a secure (https) site.',
  ERROR_INVALID_USER_ID_LENGTH: 'The passkey request was not valid (the user ID has the wrong length).',
  ERROR_AUTHENTICATOR_GENERAL_ERROR: 'Your authenticator reported an error. Please try again.',
  ERROR_CANCELLED: 'The passkey request was cancelled or timed out.',
  ERROR_UNKNOWN: 'The passkey request failed. Please try again.',
};

export class WebAuthnError extends Error {
  readonly code: WebAuthnErrorCode;
  readonly cause: unknown;

  constructor(code: WebAuthnErrorCode, cause?: unknown) {
    super(WEBAUTHN_MESSAGES[code]);
    this.name = 'WebAuthnError';
    this.code = code;
    this.cause = cause;
  }
}

export function browserSupportsWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

/** Whether the browser can offer passkeys in the email field's autofill (conditional UI). */
export async function browserSupportsAutofill(): Promise<boolean> {
  if (!browserSupportsWebAuthn()) return false;
  const check = (PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  try {
    return typeof check === 'function' ? await check.call(PublicKeyCredential) : false;
  } catch {
    return false;
  }
}

// ---- base64url -----------------------------------------------------------------------------

export function toBase64url(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(value: string): ArrayBuffer {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

// ---- options in, credentials out ----------------------------------------------------------

type Json = Record<string, unknown>;
type Descriptor = { id: string; type: string; transports?: string[] };

function descriptors(list: unknown): PublicKeyCredentialDescriptor[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return (list as Descriptor[]).map((d) => ({
    id: fromBase64url(d.id),
    type: 'public-key',
    transports: d.transports as AuthenticatorTransport[] | undefined,
  }));
}

export function creationOptions(json: Json): PublicKeyCredentialCreationOptions {
  const user = json.user as { id: string; name: string; displayName: string };
  return {
    ...(json as unknown as PublicKeyCredentialCreationOptions),
    challenge: fromBase64url(json.challenge as string),
    user: { ...user, id: fromBase64url(user.id) },
    excludeCredentials: descriptors(json.excludeCredentials),
  };
}

export function requestOptions(json: Json): PublicKeyCredentialRequestOptions {
  return {
    ...(json as unknown as PublicKeyCredentialRequestOptions),
    challenge: fromBase64url(json.challenge as string),
    allowCredentials: descriptors(json.allowCredentials),
  };
}

function registrationJson(credential: PublicKeyCredential): Json {
  const response = credential.response as AuthenticatorAttestationResponse;
  const transports = typeof response.getTransports === 'function' ? response.getTransports() : [];
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults(),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      transports,
    },
  };
}

function authenticationJson(credential: PublicKeyCredential): Json {
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults(),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      userHandle: response.userHandle ? toBase64url(response.userHandle) : undefined,
    },
  };
}

// ---- errors --------------------------------------------------------------------------------

/** Names a browser's WebAuthn failure, as the WebAuthn spec's error conditions allow. */
export function identifyWebAuthnError(error: unknown, kind: 'create' | 'get', options?: Json): WebAuthnError {
  const name = (error as Error)?.name;
  const message = String((error as Error)?.message ?? '');
  const selection = (options?.authenticatorSelection ?? {}) as Json;
  if (name === 'AbortError') return new WebAuthnError('ERROR_CEREMONY_ABORTED', error);
  if (name === 'NotAllowedError') return new WebAuthnError('ERROR_CANCELLED', error);
  if (kind === 'create' && name === 'ConstraintError') {
    if (selection.requireResidentKey === true || selection.residentKey === 'required') {
      return new WebAuthnError('ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT', error);
    }
    return new WebAuthnError('ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT', error);
  }
  if (kind === 'get' && name === 'ConstraintError') {
    return new WebAuthnError('ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT', error);
  }
  if (kind === 'create' && name === 'InvalidStateError') {
    return new WebAuthnError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', error);
  }
  if (name === 'NotSupportedError') {
    return new WebAuthnError('ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG', error);
  }
  if (name === 'SecurityError') {
    const host = typeof window !== 'undefined' ? window.location.hostname : '';
    const rpId = String((options?.rp as Json | undefined)?.id ?? options?.rpId ?? host);
    const validDomain = host === 'localhost' || /^([a-z0-9-]+\.)+[a-z0-9-]+$/i.test(host);
    if (!validDomain) return new WebAuthnError('ERROR_INVALID_DOMAIN', error);
    if (rpId !== host && !host.endsWith(`.${rpId}`)) return new WebAuthnError('ERROR_INVALID_RP_ID', error);
    return new WebAuthnError('ERROR_INVALID_DOMAIN', error);
  }
  if (name === 'TypeError' && kind === 'create' && /user\.?id/i.test(message)) {
    return new WebAuthnError('ERROR_INVALID_USER_ID_LENGTH', error);
  }
  if (name === 'UnknownError') return new WebAuthnError('ERROR_AUTHENTICATOR_GENERAL_ERROR', error);
  return new WebAuthnError('ERROR_UNKNOWN', error);
}

// ---- ceremonies ----------------------------------------------------------------------------

/** Creates a passkey from the server's creation options; answers the credential as JSON. */
export async function startRegistration(options: Json): Promise<Json> {
  if (!browserSupportsWebAuthn()) throw new Error(WEBAUTHN_UNSUPPORTED);
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.create({ publicKey: creationOptions(options) });
  } catch (error) {
    throw identifyWebAuthnError(error, 'create', options);
  }
  if (!credential) throw new WebAuthnError('ERROR_CANCELLED');
  return registrationJson(credential as PublicKeyCredential);
}

/**
 * Asks for a passkey assertion. With `autofill`, the request waits quietly for the user to
 * pick a passkey in the email field's autofill (conditional mediation) until `signal` aborts it.
 */
export async function startAuthentication(
  options: Json,
  { autofill = false, signal }: { autofill?: boolean; signal?: AbortSignal } = {},
): Promise<Json> {
  if (!browserSupportsWebAuthn()) throw new Error(WEBAUTHN_UNSUPPORTED);
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.get({
      publicKey: requestOptions(options),
      signal,
      ...(autofill ? { mediation: 'conditional' as CredentialMediationRequirement } : {}),
    });
  } catch (error) {
    throw identifyWebAuthnError(error, 'get', options);
  }
  if (!credential) throw new WebAuthnError('ERROR_CANCELLED');
  return authenticationJson(credential as PublicKeyCredential);
}
