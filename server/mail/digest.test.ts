import { describe, expect, it } from 'vitest';
import type { ParentDigest } from '../../common/digest';
import { weeklyDigestMail } from './digest';

const digest = (name: string, more = 0): ParentDigest => ({
  week: '2026-11-30',
  from: Date.UTC(2026, 10, 22, 16),
  to: Date.UTC(2026, 10, 28, 16),
  more,
  children: [
    {
      student: { id: 's1', displayName: name },
      due: [],
      late: [],
      papersDone: 0,
      improving: [],
      slipping: [],
    },
  ],
});

describe('the weekly digest mail', () => {
  it('escapes names in its HTML', () => {
    const mail = weeklyDigestMail({
      digest: digest('<img src=x onerror=alert(1)>'),
      name: 'Mrs "Lee" & co',
      language: 'en',
      appUrl: 'http://localhost:3000',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Hello Mrs &quot;Lee&quot; &amp; co,');
  });

  it('says when nothing is due and nothing moved, with Hong Kong dates and the children left out', () => {
    const mail = weeklyDigestMail({ digest: digest('Amy', 2), name: 'Mrs Lee', language: 'en', appUrl: 'http://x' });
    expect(mail.text).toContain('from 23 Nov to 29 Nov');
    expect(mail.text).toContain('0 papers done this week');
    expect(mail.text).toContain('Nothing due in the coming week, nothing late.');
    expect(mail.text).toContain('No chapter moved much this week.');
    expect(mail.text).toContain('and 2 more linked students');
  });
});
