import * as linkify from 'linkifyjs';

/**
 * People's own words in our emails (an invitation's note, a lender's reason, a typed first name)
 * must carry nothing a mail client or a reader would follow: no link, address or number to call.
 * Links are found by linkifyjs (URLs, emails, domains with real top-level domains, IDNs) after
 * the text is put in the form a reader sees: NFKC (fullwidth letters and dots become plain ones),
 * every ideographic full stop read as a dot, and invisible and bidirectional controls removed (so
 * `evil\u200b.com` is `evil.com`). What linkifyjs leaves to a mail client's own judgement is
 * removed by the rules below: bare IP addresses, dotted words whatever their ending (a client may
 * know more top-level domains than the library), and phone numbers.
 */

/** Format and other invisible characters: zero-width, bidirectional controls, soft hyphen, fillers. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cn}]/gu;
/** Full stops that domain names treat as dots (UTS #46). */
const DOTS = /[\u3002\uFF0E\uFF61]/g;
/** Control characters except tab and line breaks. */
const CONTROLS = /[^\P{Cc}\t\n\r]/gu;

/** The text as a reader sees it: NFKC, no invisible or control characters, one kind of dot. */
export function normalizeForReading(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONTROLS, '')
    .replace(DOTS, '.')
    .normalize('NFKC');
}

const LINKISH = [
  /:\/\//, // any scheme
  /@/, // an address, or half of one
  /\bwww\./i,
  /\d{1,3}(?:\.\d{1,3}){3}/, // an IPv4 address
  /[0-9a-f]{0,4}:[0-9a-f]{0,4}:[0-9a-f:.]*/i, // an IPv6 address
  /[\p{L}\p{N}_-]\.[\p{L}\p{N}-]*\p{L}/u, // a dotted name, whatever its top-level domain
];
/** Seven or more digits, with the separators people write in phone numbers. */
const PHONE = /\+?\(?\d(?:[\s().\-/]{0,3}\d){6,}/g;

export const LINK_REMOVED = '[link removed]';
export const NUMBER_REMOVED = '[number removed]';

/**
 * The text with every link, address and phone number replaced by a marker, after normalising
 * it as above. Line breaks are kept.
 */
export function plainWords(text: string): string {
  const readable = normalizeForReading(text).replace(PHONE, NUMBER_REMOVED);
  return readable
    .split(/(\s+)/)
    .map((word) => {
      if (word.trim() === '' || word === NUMBER_REMOVED) return word;
      const linked = linkify.find(word).length > 0 || LINKISH.some((pattern) => pattern.test(word));
      return linked ? LINK_REMOVED : word;
    })
    .join('');
}

/** Whether the text reads the same once links and numbers are removed: safe to show as it is. */
export function isPlainWords(text: string): boolean {
  return plainWords(text) === normalizeForReading(text);
}
