/** @jest-environment node */
import { admissionAlert, proposalAlert } from '@/test-support/sample-alert';
import { alertText, alertWebhookBody } from './alert-webhook';

const SLACK = 'https://hooks.slack.com/services/T000/B000/secret';
const GOOGLE_CHAT = 'https://chat.googleapis.com/v1/spaces/AAAA/messages?key=k&token=t';

describe('the webhook alert', () => {
  it('reads as a chat message: a bold headline, a fact a line, tap-to-call and links', () => {
    expect(alertText(admissionAlert())).toBe(
      [
        '*New admission lead: Amity, B.Tech, Lucknow*',
        '*Name:* Asha Verma',
        '*Phone:* <tel:+919876543210|+91 98765 43210>',
        '*WhatsApp:* <https://wa.me/919876543210|https://wa.me/919876543210>',
        '*Email:* <mailto:asha@example.in|asha@example.in>',
        '*University:* Amity',
        '*Course:* B.Tech (Engineering and Technology)',
        '*City:* Lucknow',
        '*Language:* Hindi',
        '*Campaign:* google / diwali, click id: gclid',
        '*Page:* <https://leadwise.example/hi/college/amity/admission?utm_source=google&amp;gclid=abc|https://leadwise.example/hi/college/amity/admission?utm_source=google&amp;gclid=abc>',
        '*Received:* 23 Nov 2026, 15:30 IST',
        '*Lead:* #42',
      ].join('\n'),
    );
  });

  it("escapes Slack's & < > in every value, so a lead cannot ping a channel or forge a link", () => {
    const text = alertText(
      proposalAlert({
        name: '<!channel> & <https://evil.example|click>',
        message: 'a > b',
        page_url: 'https://leadwise.example/?q=a|b&c=<d>',
      }),
    );
    expect(text).toContain(
      '*New proposal lead: &lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;, example.in*',
    );
    expect(text).toContain('*Name:* &lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;\n');
    expect(text).toContain('*Message:* a &gt; b\n');
    expect(text).toContain(
      '*Page:* <https://leadwise.example/?q=a%7Cb&amp;c=&lt;d&gt;|https://leadwise.example/?q=a|b&amp;c=&lt;d&gt;>',
    );
    expect(text).not.toMatch(/<!channel>/);
  });

  it("sends Slack the text and the lead's fields under their own keys", () => {
    const alert = admissionAlert();
    expect(JSON.parse(alertWebhookBody(alert, SLACK))).toEqual({
      text: alertText(alert),
      ...alert,
      test: false,
    });
    expect(JSON.parse(alertWebhookBody(alert, SLACK, { test: true }))).toMatchObject({
      text: expect.stringMatching(/^\*Test alert: New admission lead/),
      test: true,
    });
  });

  it('sends Google Chat the text alone: it refuses a message with fields it does not know', () => {
    const alert = admissionAlert();
    expect(JSON.parse(alertWebhookBody(alert, GOOGLE_CHAT))).toEqual({ text: alertText(alert) });
  });
});
