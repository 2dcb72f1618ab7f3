import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A software passkey for integration tests: a real P-256 key pair whose registration and assertions are built and
// signed as an authenticator does (WebAuthn §6.1, §6.5), so the server's own verification runs unchanged. The
// end-to-end test uses Chromium's virtual authenticator for the same ceremonies through the pages.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The CBOR this needs (RFC 8949): small maps, integers, byte and text strings. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: ${typeof value}`);
}

const FLAG = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

export function softPasskey(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  const rpIdHash = createHash('sha256').update(rpId).digest();
  let counter = 0;
  let userHandle = '';

  const authenticatorData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer to `navigator.credentials.create` for these options (attestation "none"). */
    register(options: { challenge: string; user: { id: string } }, { verified = true } = {}) {
      userHandle = options.user.id;
      // COSE_Key of an ES256 public key: kty EC2, alg -7, crv P-256, x, y.
      const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
      const length = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cose]);
      const authData = authenticatorData(FLAG.userPresent | (verified ? FLAG.userVerified : 0) | FLAG.attested, attested);
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    /** The answer to `navigator.credentials.get`: signed over the authenticator data and the client data's hash. */
    assert(options: { challenge: string }, { verified = true } = {}) {
      counter += 1;
      const authData = authenticatorData(FLAG.userPresent | (verified ? FLAG.userVerified : 0));
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(client).digest()]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(authData), signature: b64url(signature), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
