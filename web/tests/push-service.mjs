// A stand-in for a browser's push service and the browser behind it, on loopback, written with
// Node's own crypto (OpenSSL), apart from the server's Rust: it accepts a message only with a
// VAPID token (RFC 8292) signed by the server's public key for this service's origin, and
// decrypts its payload (RFC 8291, aes128gcm) with the subscription's private key and secret.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer } from "node:http";

const b64url = (bytes) => Buffer.from(bytes).toString("base64url");

/** Starts the service for one subscription; `serverKey` is the server's VAPID public key. */
export async function startPushService(serverKey) {
  const browserKey = createECDH("prime256v1");
  browserKey.generateKeys();
  const auth = randomBytes(16);
  const waiting = [];
  const received = [];
  const deliver = (item) => {
    const next = waiting.shift();
    if (next) next(item);
    else received.push(item);
  };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      try {
        const message = check(request, Buffer.concat(chunks), { serverKey, browserKey, auth, origin });
        response.writeHead(201).end();
        deliver(message);
      } catch (refused) {
        response.writeHead(403).end();
        deliver({ refused: refused.message });
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    endpoint: `${origin}/push/device-${randomBytes(4).toString("hex")}`,
    keys: { p256dh: b64url(browserKey.getPublicKey()), auth: b64url(auth) },
    /** The next message, checked and decrypted (a refused one fails the test). */
    async next(timeoutMs = 30_000) {
      const item = received.shift() ?? (await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no push message came")), timeoutMs);
        waiting.push((got) => { clearTimeout(timer); resolve(got); });
      }));
      if (item.refused) throw new Error(`the push service refused a message: ${item.refused}`);
      return item;
    },
    /** Stops listening and drops kept-alive connections, so nothing holds the test process open. */
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}

function check(request, body, { serverKey, browserKey, auth, origin }) {
  const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? "");
  if (!vapid) throw new Error("no VAPID authorization");
  const [, token, key] = vapid;
  if (key !== serverKey) throw new Error("signed for another application server key");
  const [header, claims, signature] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("the VAPID signature does not verify");
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString());
  if (aud !== origin) throw new Error(`aud is ${aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (!(exp > now && exp <= now + 24 * 3600)) throw new Error("exp is not within a day");
  if (!/^(mailto|https):/.test(sub)) throw new Error("sub is not a contact");
  if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");

  // RFC 8291 from the browser's side.
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browserKey.computeSecret(serverPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, info, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record's delimiter is not 2");
  return {
    notification: JSON.parse(padded.subarray(0, end).toString()),
    ttl: Number(request.headers.ttl),
    urgency: request.headers.urgency,
    topic: request.headers.topic,
  };
}
