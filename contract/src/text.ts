import { Type, type StringOptions, type TString } from '@sinclair/typebox';

/*
 * Every string a request carries is refused (400) when it holds a character no person types on
 * purpose and that breaks things further on: NUL (PostgreSQL refuses it), other control
 * characters, and the bidirectional overrides and isolates that make text read differently from
 * what it is ("gnp.exe" shown as "exe.png"). Only multi-line text may hold tabs and line breaks.
 * Every request schema's strings are made with SafeString, so the rule is written once.
 */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE_FORBIDDEN = `\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}`;
const MULTI_LINE_FORBIDDEN = `\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}`;

/** The pattern of a string with none of the forbidden characters (anchored). */
const safePattern = (multiLine: boolean) =>
  `^(?=[^${multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN}]*$)`;

/** Whether a pattern is one SafeString made. */
export const isSafeStringPattern = (pattern: string | undefined): boolean =>
  pattern !== undefined && (pattern.startsWith(safePattern(false)) || pattern.startsWith(safePattern(true)));

/** Whether `value` holds a character that no request string may hold, even a multi-line one. */
export const hasForbiddenCharacters = (value: string): boolean =>
  new RegExp(`[${MULTI_LINE_FORBIDDEN}]`, 'u').test(value);

/**
 * The pattern a SafeString was given, without the check for forbidden characters: what a test
 * generating valid values should match. Undefined when it was given none (or is no SafeString).
 */
export function ownPattern(pattern: string | undefined): string | undefined {
  if (!isSafeStringPattern(pattern)) return pattern;
  const rest = pattern!.replace(/^\^\(\?=\[\^[^\]]*\]\*\$\)/, '');
  return /^\[\\s\\S\]\*\?\(\?:([\s\S]*)\)$/.exec(rest)?.[1];
}

export interface SafeStringOptions extends StringOptions {
  /** Tabs and line breaks allowed (a message, a reason, a file's text). */
  multiLine?: boolean;
}

/**
 * A request string. A `pattern` of its own still applies, as if alone: it is searched for in the
 * string after the check for forbidden characters, so `\S` still means "not only spaces" and
 * `^...$` still anchors.
 */
export function SafeString({ multiLine = false, pattern, ...options }: SafeStringOptions = {}): TString {
  const safe = safePattern(multiLine);
  return Type.String({
    ...options,
    pattern: pattern === undefined ? safe : `${safe}[\\s\\S]*?(?:${pattern})`,
  });
}
