import type { Language } from '../../common/profile';

export const escapeHtml = (text: string) =>
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
export function feedbackMail(input: {
  from: string;
  name: string;
  role: string;
  message: string;
  attachments?: Array<{ name: string; url: string }>;
}) {
  const attachments = input.attachments ?? [];
  const textFiles = attachments.map((file) => `- ${file.name}: ${file.url}`).join('\n');
  const htmlFiles = attachments
    .map((file) => `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></li>`)
    .join('');
  return {
    subject: `Paperwise feedback from ${input.name}`,
    text: `From: ${input.name} <${input.from}> (${input.role})\n\n${input.message}\n${textFiles ? `\nAttachments (sign in to open):\n${textFiles}\n` : ''}`,
    html: `<p>From: ${escapeHtml(input.name)} &lt;${escapeHtml(input.from)}&gt; (${escapeHtml(input.role)})</p><p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>${htmlFiles ? `<p>Attachments (sign in to open):</p><ul>${htmlFiles}</ul>` : ''}`,
    replyTo: input.from,
  };
}

/** A notice in both languages (the recipient's is not known yet) with a sign-in link at the end of each. */
function bilingualNotice(subject: string, en: string[], zh: string[], url: string) {
  const link = `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject,
    text: `${en.join('\n\n')}\n\n${url}\n\n${zh.join('\n\n')}\n\n${url}\n`,
    html: `${paragraphs(en)}${link}${paragraphs(zh)}${link}`,
  };
}

/**
 * Tells a new admin that an account was made for them. It never holds the password: the super-admin who made the
 * account passes that on; the new admin can also set their own with "Forgot password" on the sign-in page, and must
 * choose a new one at first sign-in either way.
 */
export function adminAccountMail(input: { name: string; email: string; signInUrl: string; isSuperAdmin: boolean }) {
  const role = { en: input.isSuperAdmin ? 'super-admin' : 'admin', zh: input.isSuperAdmin ? '超級管理員' : '管理員' };
  return bilingualNotice(
    'Paperwise: your admin account / 你的管理員帳戶',
    [
      `Hello ${input.name},`,
      `A Paperwise ${role.en} account has been created for ${input.email}.`,
      'The person who created it will give you an initial password. Sign in at the address below; you will be asked to choose your own password at once. You can also set your password yourself with "Forgot password" on the sign-in page.',
    ],
    [
      `${input.name}，你好：`,
      `我們已為 ${input.email} 建立 Paperwise ${role.zh}帳戶。`,
      '建立帳戶的人會把初始密碼交給你。請在以下網址登入，系統會要求你立即設定自己的密碼。你也可以在登入頁按「忘記密碼」自行設定密碼。',
    ],
    input.signInUrl,
  );
}

/** Tells a student that a teacher made an account for them and invited them; like the admin mail, without password. */
export function studentAccountMail(input: { name: string; email: string; teacherName: string; signInUrl: string }) {
  return bilingualNotice(
    'Paperwise: your student account / 你的學生帳戶',
    [
      `Hello ${input.name},`,
      `${input.teacherName} has created a Paperwise student account for ${input.email} and invited you to be their student.`,
      'Your teacher will give you an initial password. Sign in at the address below; you will be asked to choose your own password at once, and can then accept the invitation under "My teachers". You can also set your password yourself with "Forgot password" on the sign-in page.',
    ],
    [
      `${input.name}，你好：`,
      `${input.teacherName} 已為 ${input.email} 建立 Paperwise 學生帳戶，並邀請你成為其學生。`,
      '你的老師會把初始密碼交給你。請在以下網址登入，系統會要求你立即設定自己的密碼，之後可在「我的老師」接受邀請。你也可以在登入頁按「忘記密碼」自行設定密碼。',
    ],
    input.signInUrl,
  );
}

/** To a teacher whose account a school has just made; the initial password reaches them through the school. */
export function teacherAccountMail(input: { name: string; email: string; schoolName: string; signInUrl: string }) {
  return bilingualNotice(
    'Paperwise: your teacher account / 你的老師帳戶',
    [
      `Hello ${input.name},`,
      `${input.schoolName} has created a Paperwise teacher account for ${input.email} and invited you to join the school.`,
      'Your school will give you an initial password. Sign in at the address below; you will be asked to choose your own password at once, and can then accept the invitation under "My schools". You can also set your password yourself with "Forgot password" on the sign-in page.',
    ],
    [
      `${input.name}，你好：`,
      `${input.schoolName} 已為 ${input.email} 建立 Paperwise 老師帳戶，並邀請你加入學校。`,
      '學校會把初始密碼交給你。請在以下網址登入，系統會要求你立即設定自己的密碼，之後可在「我的學校」接受邀請。你也可以在登入頁按「忘記密碼」自行設定密碼。',
    ],
    input.signInUrl,
  );
}
