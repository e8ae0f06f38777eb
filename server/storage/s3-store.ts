import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { FILE_KEY_PATTERN, type FileStore } from './store';

export interface S3Settings {
  /** the service's address: AWS (https://s3.ap-east-1.amazonaws.com), MinIO, Cloudflare R2, Backblaze B2 … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Uploaded files in an S3-compatible bucket, so every app server reads what any of them took (an avatar uploaded
 * through one server shows on the others). Path-style addresses (`endpoint/bucket/key`), which every S3-compatible
 * service understands. Keys are checked as the folder store checks them (FILE_KEY_PATTERN).
 */
export function createS3FileStore(settings: S3Settings): FileStore & { close: () => void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const checked = (key: string) => {
    if (!FILE_KEY_PATTERN.test(key)) throw new Error('invalid file key');
    return { Bucket: settings.bucket, Key: key };
  };
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ ...checked(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(checked(key)));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(checked(key)));
    },
    close: () => client.destroy(),
  };
}
