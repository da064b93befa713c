import { callHref, readablePhone, whatsAppHref } from './lead-contact';

describe('reaching a lead', () => {
  it('calls the ten digits with India’s code, however the number was kept', () => {
    expect(callHref('9876543210')).toBe('tel:+919876543210');
    expect(callHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(callHref('098765-43210')).toBe('tel:+919876543210');
    expect(readablePhone('919876543210')).toBe('+91 98765 43210');
  });

  it('gives no link to a number without ten digits, and shows it as kept', () => {
    expect(callHref('12345')).toBeNull();
    expect(whatsAppHref({ phone: '12345', name: 'Asha', language: 'en' }, 'Ravi')).toBeNull();
    expect(readablePhone('12345')).toBe('12345');
  });

  it('opens WhatsApp with a greeting in the lead’s language', () => {
    expect(
      whatsAppHref({ phone: '9876543210', name: ' Asha Verma ', language: 'en' }, 'Ravi Kumar'),
    ).toBe(
      'https://wa.me/919876543210?text=' +
        encodeURIComponent(
          'Hello Asha Verma, this is Ravi Kumar from Leadwise Digital, about the enquiry you sent us.',
        ),
    );
    const hindi = whatsAppHref({ phone: '9876543210', name: 'आशा', language: 'hi' }, 'Ravi Kumar')!;
    expect(hindi.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(hindi.split('?text=')[1])).toBe(
      'नमस्ते आशा जी, मैं Leadwise Digital से Ravi Kumar। आपने जो पूछताछ भेजी थी, उसके बारे में बात करनी थी।',
    );
  });

  it('greets in English a lead whose language is not one the site has', () => {
    const href = whatsAppHref(
      { phone: '9876543210', name: 'Asha', language: 'fr' as 'en' },
      'Ravi',
    );
    expect(decodeURIComponent(href!.split('?text=')[1])).toMatch(/^Hello Asha,/);
  });
});
