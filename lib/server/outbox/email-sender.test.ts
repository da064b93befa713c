/** @jest-environment node */
import { simpleParser } from 'mailparser';
import { startSmtpReceiver } from '@/scripts/test/fake-receivers.mjs';
import { admissionAlert } from '@/test-support/sample-alert';
import { emailSender } from './email-sender';

// A real SMTP conversation with a server this test starts: what arrives is what a mailbox gets.

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
let smtp: Receiver;
beforeEach(async () => {
  smtp = await startSmtpReceiver({ user: 'alerts@agency.in', pass: 'app password' });
});
afterEach(() => smtp.close());

const settings = (smtpUrl: string) => ({
  smtpUrl,
  to: ['sales@agency.in', 'counsellor@agency.in'],
  from: 'Leadwise alerts <alerts@agency.in>',
});

/** Sends one alert with a fresh sender, and lets go of its connections. */
async function send(url: string, options: { test?: boolean } = {}, alert = admissionAlert()) {
  const sender = emailSender(settings(url), 2_000);
  try {
    return await sender.sendAlert(alert, options);
  } finally {
    await sender.close();
  }
}

it('sends the alert to every recipient with a subject, a plain-text and an HTML part', async () => {
  const result = await send(smtp.url);
  expect(result).toMatchObject({ ok: true, http_status: null, cause: null });
  expect(result.detail).toBe('delivered: 250 Message accepted');

  const [message] = smtp.state.messages;
  expect(smtp.state.messages).toHaveLength(1);
  expect(message.from).toBe('alerts@agency.in');
  expect(message.to).toEqual(['sales@agency.in', 'counsellor@agency.in']);
  const mail = await simpleParser(message.raw);
  expect(mail.subject).toBe('New admission lead: Amity, B.Tech, Lucknow');
  expect(mail.from?.value).toEqual([{ name: 'Leadwise alerts', address: 'alerts@agency.in' }]);
  expect(mail.replyTo?.value).toEqual([{ name: '', address: 'asha@example.in' }]);
  // The lead's id and received time (23 Nov 2026, 10:00:05 UTC) name it at every retry.
  expect(mail.messageId).toBe('<lead-42-1795428005000.alert@agency.in>');
  expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  expect(mail.text).toBe(
    [
      'New admission lead: Amity, B.Tech, Lucknow',
      '',
      'Name: Asha Verma',
      'Phone: +91 98765 43210 (tel:+919876543210)',
      'WhatsApp: https://wa.me/919876543210',
      'Email: asha@example.in',
      'University: Amity',
      'Course: B.Tech (Engineering and Technology)',
      'City: Lucknow',
      'Language: Hindi',
      'Campaign: google / diwali, click id: gclid',
      'Page: https://leadwise.example/hi/college/amity/admission?utm_source=google&gclid=abc',
      'Received: 23 Nov 2026, 15:30 IST',
      'Lead: #42',
      '',
    ].join('\n'),
  );
  expect(mail.html).toBe(
    [
      '<!doctype html>',
      '<html><body style="font-family:Arial,sans-serif;font-size:15px">',
      '<p><strong>New admission lead: Amity, B.Tech, Lucknow</strong></p>',
      '<table cellpadding="4" cellspacing="0">',
      '<tr><th align="left" valign="top">Name</th><td>Asha Verma</td></tr>',
      '<tr><th align="left" valign="top">Phone</th><td><a href="tel:+919876543210">+91 98765 43210</a></td></tr>',
      '<tr><th align="left" valign="top">WhatsApp</th><td><a href="https://wa.me/919876543210">https://wa.me/919876543210</a></td></tr>',
      '<tr><th align="left" valign="top">Email</th><td><a href="mailto:asha@example.in">asha@example.in</a></td></tr>',
      '<tr><th align="left" valign="top">University</th><td>Amity</td></tr>',
      '<tr><th align="left" valign="top">Course</th><td>B.Tech (Engineering and Technology)</td></tr>',
      '<tr><th align="left" valign="top">City</th><td>Lucknow</td></tr>',
      '<tr><th align="left" valign="top">Language</th><td>Hindi</td></tr>',
      '<tr><th align="left" valign="top">Campaign</th><td>google / diwali, click id: gclid</td></tr>',
      '<tr><th align="left" valign="top">Page</th><td><a href="https://leadwise.example/hi/college/amity/admission?utm_source=google&amp;gclid=abc">https://leadwise.example/hi/college/amity/admission?utm_source=google&amp;gclid=abc</a></td></tr>',
      '<tr><th align="left" valign="top">Received</th><td>23 Nov 2026, 15:30 IST</td></tr>',
      '<tr><th align="left" valign="top">Lead</th><td>#42</td></tr>',
      '</table>',
      '</body></html>',
      '',
    ].join('\n'),
  );
});

it('escapes every value of the HTML part, and keeps them as sent in the subject and text', async () => {
  const alert = admissionAlert({
    name: `Asha <img src=x onerror="alert('name')"> & Co`,
    city: 'Lucknow </td></table><script>x()</script>',
    email: 'asha+"quoted"@example.in',
  });
  await send(smtp.url, {}, alert);
  const mail = await simpleParser(smtp.state.messages[0].raw);
  expect(mail.subject).toBe(
    'New admission lead: Amity, B.Tech, Lucknow </td></table><script>x()</script>',
  );
  expect(mail.text).toContain(`Name: Asha <img src=x onerror="alert('name')"> & Co\n`);
  expect(mail.html).toContain(
    '<td>Asha &lt;img src=x onerror=&quot;alert(&#39;name&#39;)&quot;&gt; &amp; Co</td>',
  );
  expect(mail.html).toContain(
    '<td>Lucknow &lt;/td&gt;&lt;/table&gt;&lt;script&gt;x()&lt;/script&gt;</td>',
  );
  expect(mail.html).toContain(
    '<a href="mailto:asha+&quot;quoted&quot;@example.in">asha+&quot;quoted&quot;@example.in</a>',
  );
  expect(mail.html).not.toMatch(/<script|<img/);
});

it('marks a test alert as one, under a Message-ID of its own', async () => {
  await send(smtp.url, { test: true });
  await send(smtp.url, { test: true });
  const [first, second] = await Promise.all(
    smtp.state.messages.map((message) => simpleParser(message.raw)),
  );
  expect(first.subject).toBe('Test alert: New admission lead: Amity, B.Tech, Lucknow');
  expect(first.text).toMatch(/^Test alert: New admission lead/);
  expect(first.messageId).not.toBe(second.messageId);
});

it.each([
  [
    'a wrong password',
    () => smtp.url.replace('app%20password', 'wrong'),
    'SMTP 535',
    /Invalid login/,
  ],
  ['a server that refuses for now', () => (smtp.setMode('down'), smtp.url), 'SMTP 451', /451/],
  ['nothing listening', () => 'smtp://127.0.0.1:9', 'ESOCKET', /ECONNREFUSED/],
])('reports %s as a failure with a code, sending nothing', async (_, url, cause, detail) => {
  const result = await send(url());
  expect(result).toMatchObject({ ok: false, http_status: null, cause });
  expect(result.detail).toMatch(detail);
  expect(smtp.state.messages).toEqual([]);
});
