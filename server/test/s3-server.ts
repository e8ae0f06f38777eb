import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenLocal, readBytes } from './peer-server';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * A small S3-compatible server on 127.0.0.1 for tests: path-style PutObject, GetObject and DeleteObject on one bucket,
 * in memory, answering as S3 does (XML errors, NoSuchKey). Every request must carry a valid AWS Signature Version 4
 * for the one access key it knows (checked in full: canonical request, scope, signing key, payload hash), so a client
 * that signs wrongly is refused as a real service would refuse it.
 */
export async function startS3Server(options: { bucket: string; accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, Buffer>();
  const requests: Array<{ method: string; key: string }> = [];

  const server = createServer(async (req, res) => {
    const body = await readBytes(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const refusal = checkSignature(req, url, body, options);
    if (refusal) return sendError(res, 403, refusal, 'The request signature we calculated does not match');
    if (bucket !== options.bucket) return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    requests.push({ method: req.method ?? '', key });
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (req.method === 'GET') {
      const stored = objects.get(key);
      if (!stored) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': stored.length }).end(stored);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      sendError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  });
  const port = await listenLocal(server);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => closeServer(server),
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/** The error code when the request is not signed as SigV4 says for this key and secret, else null. */
function checkSignature(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string },
): string | null {
  const authorization = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
