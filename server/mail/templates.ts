import type { Language } from '../../common/profile';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The password-reset e-mail, in the account's language. */
export function passwordResetMail(input: { url: string; name: string; language: Language }) {
  const { url, name, language } = input;
  const copy =
    language === 'zh'
      ? {
          subject: 'Paperwise：重設密碼',
          greeting: `${name}，你好：`,
          body: '我們收到重設你 Paperwise 密碼的要求。請按以下連結設定新密碼（一小時內有效）：',
          action: '重設密碼',
          ignore: '如你沒有提出這個要求，請忽略此電郵，你的密碼不會改變。',
        }
      : {
          subject: 'Paperwise: reset your password',
          greeting: `Hello ${name},`,
          body: 'We received a request to reset your Paperwise password. Use this link to choose a new one (it works for one hour):',
          action: 'Reset password',
          ignore: 'If you did not ask for this, ignore this e-mail and your password stays the same.',
        };
  return {
    subject: copy.subject,
    text: `${copy.greeting}\n\n${copy.body}\n${url}\n\n${copy.ignore}\n`,
    html: `<p>${escapeHtml(copy.greeting)}</p><p>${escapeHtml(copy.body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(copy.action)}</a></p><p>${escapeHtml(copy.ignore)}</p>`,
  };
}

/** A message from the contact-us dialog, to the team. */
export function feedbackMail(input: { from: string; name: string; role: string; message: string }) {
  return {
    subject: `Paperwise feedback from ${input.name}`,
    text: `From: ${input.name} <${input.from}> (${input.role})\n\n${input.message}\n`,
    html: `<p>From: ${escapeHtml(input.name)} &lt;${escapeHtml(input.from)}&gt; (${escapeHtml(input.role)})</p><p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>`,
    replyTo: input.from,
  };
}
