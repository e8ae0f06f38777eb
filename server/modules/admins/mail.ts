const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Tells a new admin that an account was made for them, in both languages (we do not know theirs yet). It never holds
 * the password: the super-admin who made the account passes that on; the new admin can also set their own with
 * "Forgot password" on the sign-in page, and must choose a new one at first sign-in either way.
 */
export function adminAccountMail(input: { name: string; email: string; signInUrl: string; isSuperAdmin: boolean }) {
  const role = { en: input.isSuperAdmin ? 'super-admin' : 'admin', zh: input.isSuperAdmin ? '超級管理員' : '管理員' };
  const en = [
    `Hello ${input.name},`,
    `A Paperwise ${role.en} account has been created for ${input.email}.`,
    'The person who created it will give you an initial password. Sign in at the address below; you will be asked to choose your own password at once. You can also set your password yourself with "Forgot password" on the sign-in page.',
  ];
  const zh = [
    `${input.name}，你好：`,
    `我們已為 ${input.email} 建立 Paperwise ${role.zh}帳戶。`,
    '建立帳戶的人會把初始密碼交給你。請在以下網址登入，系統會要求你立即設定自己的密碼。你也可以在登入頁按「忘記密碼」自行設定密碼。',
  ];
  const html = [...en, ...zh]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .concat(`<p><a href="${escapeHtml(input.signInUrl)}">${escapeHtml(input.signInUrl)}</a></p>`)
    .join('');
  return {
    subject: 'Paperwise: your admin account / 你的管理員帳戶',
    text: `${en.join('\n\n')}\n\n${input.signInUrl}\n\n${zh.join('\n\n')}\n\n${input.signInUrl}\n`,
    html,
  };
}
