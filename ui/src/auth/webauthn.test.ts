// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fromBase64url, identifyWebAuthnError, toBase64url, WEBAUTHN_MESSAGES } from './webauthn';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('base64url', () => {
  it('round-trips bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    const text = toBase64url(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect(new Uint8Array(fromBase64url(text))).toEqual(bytes);
  });
});

describe('WebAuthn error codes', () => {
  const creation = { rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required' } };
  it.each([
    [domError('AbortError'), 'create', 'ERROR_CEREMONY_ABORTED'],
    [domError('NotAllowedError'), 'get', 'ERROR_CANCELLED'],
    [domError('ConstraintError'), 'create', 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT'],
    [domError('ConstraintError'), 'get', 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT'],
    [domError('InvalidStateError'), 'create', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'],
    [domError('NotSupportedError'), 'create', 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG'],
    [domError('TypeError', 'user.id must be between 1 and 64 bytes'), 'create', 'ERROR_INVALID_USER_ID_LENGTH'],
    [domError('UnknownError'), 'get', 'ERROR_AUTHENTICATOR_GENERAL_ERROR'],
  ] as const)('%s on %s is %s', (error, kind, code) => {
    const identified = identifyWebAuthnError(error, kind, creation);
    expect(identified.code).toBe(code);
    expect(identified.message).toBe(WEBAUTHN_MESSAGES[code]);
  });

  it('tells a wrong relying party from an insecure domain', () => {
    expect(identifyWebAuthnError(domError('SecurityError'), 'create', { rp: { id: 'example.com' } }).code).toBe(
      'ERROR_INVALID_RP_ID',
    );
  });

  it('every code has a readable message', () => {
    for (const message of Object.values(WEBAUTHN_MESSAGES)) expect(message.length).toBeGreaterThan(20);
  });
});
