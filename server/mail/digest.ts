import type { ChildDigest, DigestAssignment, DigestTrend, ParentDigest } from '../../common/digest';
import type { Language } from '../../common/profile';
import { escapeHtml } from './templates';

const copy = {
  en: {
    subject: (names: string) => `Paperwise: the week for ${names}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (from: string, to: string) => `Here is how your children did from ${from} to ${to}.`,
    papers: (n: number) => (n === 1 ? '1 paper done this week' : `${n} papers done this week`),
    due: 'Due in the coming week',
    late: 'Late, not handed in yet',
    dueOn: (date: string) => `due ${date}`,
    nothingDue: 'Nothing due in the coming week, nothing late.',
    improving: 'Improving',
    slipping: 'Slipping',
    trend: (before: number, now: number) => `${before}% → ${now}%`,
    noTrend: 'No chapter moved much this week.',
    more: (n: number) => `and ${n} more linked student${n === 1 ? '' : 's'}: see My students in the app.`,
    open: 'Open Paperwise',
    why: 'You get this e-mail every Monday because students are linked to your account. Turn it off on your profile page:',
    join: (names: string[]) =>
      names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
    locale: 'en-HK',
  },
  zh: {
    subject: (names: string) => `Paperwise：${names}的本週摘要`,
    greeting: (name: string) => `${name}，你好：`,
    intro: (from: string, to: string) => `以下是你的子女由 ${from} 至 ${to} 的學習情況。`,
    papers: (n: number) => `本週完成 ${n} 份試卷`,
    due: '未來一週到期',
    late: '已過期，尚未提交',
    dueOn: (date: string) => `${date} 到期`,
    nothingDue: '未來一週沒有到期的功課，也沒有逾期未交的功課。',
    improving: '進步中',
    slipping: '退步中',
    trend: (before: number, now: number) => `${before}% → ${now}%`,
    noTrend: '本週各章節表現沒有明顯變化。',
    more: (n: number) => `另有 ${n} 位已連結的學生，請在應用程式的「我的學生」查看。`,
    open: '開啟 Paperwise',
    why: '由於有學生與你的帳戶連結，你會在每個星期一收到這封電郵。你可在個人檔案頁面關閉：',
    join: (names: string[]) => names.join('、'),
    locale: 'zh-HK',
  },
} as const;

/** The weekly digest in the parent's language: a section per child, as plain text and as HTML. */
export function weeklyDigestMail(input: { digest: ParentDigest; name: string; language: Language; appUrl: string }) {
  const { digest, name, language, appUrl } = input;
  const c = copy[language];
  const date = (time: number) =>
    new Intl.DateTimeFormat(c.locale, { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'short' }).format(time);
  const letter: DigestLetter = {
    greeting: c.greeting(name),
    intro: c.intro(date(digest.from), date(digest.to)),
    sections: digest.children.map((child) => childSection(child, language, date)),
    more: digest.more > 0 ? c.more(digest.more) : null,
    open: c.open,
    why: c.why,
    appUrl,
  };
  const names = c.join(digest.children.map((child) => child.student.displayName));
  return { subject: c.subject(names), text: digestText(letter), html: digestHtml(letter) };
}

interface DigestSection {
  name: string;
  papers: string;
  /** titled lists: what is due, late, improving, slipping */
  lists: Array<[string, string[]]>;
  /** what stands for an empty pair of lists */
  notes: string[];
}

/** What the digest says, in the parent's language, before it is laid out as text or HTML. */
interface DigestLetter {
  greeting: string;
  intro: string;
  sections: DigestSection[];
  more: string | null;
  open: string;
  why: string;
  appUrl: string;
}

function childSection(child: ChildDigest, language: Language, date: (time: number) => string): DigestSection {
  const c = copy[language];
  const subjectTitle = (title: { en: string; zh: string }) => (language === 'zh' ? title.zh || title.en : title.en);
  const assignmentLine = (a: DigestAssignment) => `${subjectTitle(a.subject)} (${c.dueOn(date(a.dueDate))})`;
  const trendLine = (t: DigestTrend) =>
    `${subjectTitle(t.subject)} · ${t.chapterNo} ${subjectTitle(t.title)}: ${c.trend(t.before, t.now)}`;
  const lists: Array<[string, string[]]> = [];
  if (child.due.length > 0) lists.push([c.due, child.due.map(assignmentLine)]);
  if (child.late.length > 0) lists.push([c.late, child.late.map(assignmentLine)]);
  const notes: string[] = [];
  if (child.due.length === 0 && child.late.length === 0) notes.push(c.nothingDue);
  if (child.improving.length > 0) lists.push([c.improving, child.improving.map(trendLine)]);
  if (child.slipping.length > 0) lists.push([c.slipping, child.slipping.map(trendLine)]);
  if (child.improving.length === 0 && child.slipping.length === 0) notes.push(c.noTrend);
  return { name: child.student.displayName, papers: c.papers(child.papersDone), lists, notes };
}

function digestText(letter: DigestLetter): string {
  const { sections, more, appUrl } = letter;
  return [
    letter.greeting,
    '',
    letter.intro,
    ...sections.flatMap((s) => [
      '',
      `== ${s.name} ==`,
      s.papers,
      ...s.lists.flatMap(([title, items]) => [`${title}:`, ...items.map((item) => `- ${item}`)]),
      ...s.notes,
    ]),
    ...(more ? ['', more] : []),
    '',
    `${letter.open}: ${appUrl}/app/`,
    '',
    letter.why,
    `${appUrl}/app/profile`,
    '',
  ].join('\n');
}

function digestHtml(letter: DigestLetter): string {
  const { sections, more, appUrl } = letter;
  const profileUrl = `${appUrl}/app/profile`;
  const e = escapeHtml;
  return [
    `<p>${e(letter.greeting)}</p>`,
    `<p>${e(letter.intro)}</p>`,
    ...sections.map(
      (s) =>
        `<h2 style="font-size:18px;margin:24px 0 4px">${e(s.name)}</h2><p style="margin:0 0 8px"><strong>${e(s.papers)}</strong></p>${s.lists
          .map(
            ([title, items]) =>
              `<p style="margin:8px 0 2px">${e(title)}</p><ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`,
          )
          .join('')}${s.notes.map((note) => `<p>${e(note)}</p>`).join('')}`,
    ),
    more ? `<p>${e(more)}</p>` : '',
    `<p><a href="${e(`${appUrl}/app/`)}">${e(letter.open)}</a></p>`,
    `<p style="color:#666;font-size:12px">${e(letter.why)} <a href="${e(profileUrl)}">${e(profileUrl)}</a></p>`,
  ].join('');
}
