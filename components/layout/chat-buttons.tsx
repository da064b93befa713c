import { cn } from '@/lib/ui/cn';
import { telegramHref, whatsappHref } from '@/lib/config/site-config';
import { ChatDock } from './chat-dock';

const chats = [
  {
    id: 'whatsapp',
    label: 'Chat with us on WhatsApp (opens in a new tab)',
    href: whatsappHref(),
    bottom: 'bottom-5',
    colour: 'bg-[#1a7f4b]',
    icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z',
  },
  {
    id: 'telegram',
    label: 'Chat with us on Telegram (opens in a new tab)',
    href: telegramHref(),
    bottom: 'bottom-20',
    colour: 'bg-[#1c6fa8]',
    icon: 'M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.7.8l-4.7-3.5-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.8 8.8-8c.4-.3-.1-.5-.6-.2L6.6 13.3 2 11.8c-1-.3-1-1 .2-1.5L20.6 3.2c.8-.3 1.6.2 1.3 1.1z',
  },
];

/**
 * Floating chat shortcuts, bottom-left (docs/product.md#chat-buttons: WhatsApp at 20px, Telegram at
 * 80px). Aside, only a sliver shows at the screen's edge, outside the
 * page's 16 px margin; a keyboard's focus brings a button back whole. They step at once, never
 * sliding: no tap meant for what scrolled beneath lands on a button still on its way.
 */
export function ChatButtons() {
  return (
    <ChatDock>
      {chats.map((chat) => (
        <a
          key={chat.id}
          href={chat.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={chat.label}
          className={cn(
            'fixed left-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full text-white shadow-lg transition-[scale] duration-200 hover:scale-105 group-data-[state=aside]:not-focus-visible:-translate-x-14',
            chat.bottom,
            chat.colour,
          )}
          data-chat={chat.id}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
            <path d={chat.icon} />
          </svg>
        </a>
      ))}
    </ChatDock>
  );
}
