import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '../config/site-config';

export const ogSize = { width: 1200, height: 630 };
export const ogContentType = 'image/png';

// Satori reads WOFF, not WOFF2: the static Inter package ships both, so the font stays local.
const fontFile = (weight: 400 | 700) =>
  fs.readFile(
    path.join(
      process.cwd(),
      'node_modules',
      '@fontsource',
      'inter',
      'files',
      `inter-latin-${weight}-normal.woff`,
    ),
  );

/** A branded social card with the page's title. */
export async function renderOgImage({ title, eyebrow }: { title: string; eyebrow: string }) {
  const [regular, bold] = await Promise.all([fontFile(400), fontFile(700)]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #f5f3ff 0%, #ede9fe 60%, #ddd6fe 100%)',
        fontFamily: 'Inter',
        color: '#1f1b2e',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 14,
            background: '#6d28d9',
            display: 'flex',
          }}
        />
        <div style={{ fontSize: 36, fontWeight: 700 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ fontSize: 28, color: '#5b21b6' }}>{eyebrow}</div>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ fontSize: 26 }}>Digital marketing agency · Gurugram, India</div>
    </div>,
    {
      ...ogSize,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
