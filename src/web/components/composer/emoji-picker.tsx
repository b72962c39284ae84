import EmojiPickerReact, { EmojiStyle, Theme } from 'emoji-picker-react';
import { useLayoutEffect } from 'react';
import { useTheme } from '@/web/components/theme/theme-context';

const adopted = new Set<string>();

/**
 * The picker writes its CSS into <style> elements, which the Node host's Content-Security-Policy
 * (style-src 'self') does not apply. A constructed stylesheet is CSSOM, which the policy allows,
 * so the same CSS is adopted that way. Where no policy blocks them, the rules apply twice,
 * identically.
 */
function adoptPickerStyles() {
  if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet === 'undefined') return;
  const sheets: CSSStyleSheet[] = [];
  for (const element of document.querySelectorAll('style')) {
    const css = element.textContent ?? '';
    if (!css.includes('epr') || adopted.has(css)) continue;
    adopted.add(css);
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.push(sheet);
    } catch {
      // A browser without constructable stylesheets shows the picker as the policy leaves it.
    }
  }
  if (sheets.length) document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
}

/** The emoji picker; loaded with React.lazy only when the composer's emoji button opens it. */
export default function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { theme } = useTheme();
  useLayoutEffect(() => {
    adoptPickerStyles();
    const observer = new MutationObserver(adoptPickerStyles);
    observer.observe(document, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <EmojiPickerReact
      // Native emoji: the picker's image sets would come from a CDN the policy refuses.
      emojiStyle={EmojiStyle.NATIVE}
      theme={theme === 'dark' ? Theme.DARK : Theme.LIGHT}
      lazyLoadEmojis
      width="100%"
      height={340}
      previewConfig={{ showPreview: false }}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
