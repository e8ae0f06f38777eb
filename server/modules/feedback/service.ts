import type { FeedbackBody } from '../../../common/feedback';
import type { RequestContext } from '../../context';
import { feedbackMail } from '../../mail/templates';
import { fileUrl, saveFile } from '../../storage/files';
import { detectDocumentType, documentContentTypes } from '../../storage/sniff';

export interface Attachment {
  bytes: Buffer;
  name: string;
  contentType: string;
  extension: string;
}

/** Stores the attachments and mails the team a message linking to them, replying to the sender. */
export async function sendFeedback(ctx: RequestContext, body: FeedbackBody, files: Attachment[]): Promise<void> {
  const { user } = ctx;
  // Links rather than mail attachments: the outbox keeps every message as text, and a link needs a session, so a
  // forwarded mail does not hand the files to whoever reads it.
  const links: Array<{ name: string; url: string }> = [];
  for (const file of files) {
    const key = await saveFile(ctx.db, ctx.files, { ...file, purpose: 'feedback', createdBy: user.id });
    links.push({ name: file.name, url: `${ctx.config.publicUrl}${fileUrl(key)}` });
  }
  await ctx.mail.send({
    to: ctx.config.contactEmail,
    ...feedbackMail({
      from: body.email,
      name: user.displayName,
      role: user.role ?? 'none',
      message: body.message,
      attachments: links,
    }),
  });
}

const IMAGES: Array<{ signature: number[]; offset?: number; contentType: string; extension: string }> = [
  { signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', extension: 'png' },
  { signature: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', extension: 'jpg' },
  { signature: [0x47, 0x49, 0x46, 0x38], contentType: 'image/gif', extension: 'gif' },
  { signature: [0x57, 0x45, 0x42, 0x50], offset: 8, contentType: 'image/webp', extension: 'webp' },
];

export function detectAttachment(bytes: Buffer): { contentType: string; extension: string } | null {
  for (const image of IMAGES) {
    const offset = image.offset ?? 0;
    if (bytes.subarray(offset, offset + image.signature.length).equals(Buffer.from(image.signature))) {
      // WebP is RIFF....WEBP: the first four bytes say RIFF.
      if (image.extension === 'webp' && bytes.subarray(0, 4).toString('latin1') !== 'RIFF') continue;
      return { contentType: image.contentType, extension: image.extension };
    }
  }
  const document = detectDocumentType(bytes);
  return document ? { contentType: documentContentTypes[document], extension: document } : null;
}
