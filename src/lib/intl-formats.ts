import { siteEnv } from '../config/env';

/*
 * Intl formatters, made once per locale and options. Making one costs far more than using it
 * (the locale data is looked up and copied each time), and a list of scholarships or offers
 * formats hundreds of amounts and dates while the page hydrates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F, O>(cache: Map<string, F>, make: (locale: string, options: O) => F) {
  return (locale: string, options: O): F => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = cache.get(key);
    if (!format) {
      format = make(locale, options);
      cache.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached<Intl.NumberFormat, Intl.NumberFormatOptions>(
  numberFormats,
  (locale, options) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = cached<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(
  dateTimeFormats,
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);

/*
 * The first formatter a page makes loads the locale's data: about 25 ms on a laptop, four times
 * that on a mid-range phone; every one after it, dates included, takes well under a millisecond.
 * A page that formats (its code imports this module) starts that load in a task of its own as
 * soon as the module arrives, posted ahead of the hydration's own tasks (progressive-hydration.tsx),
 * instead of inside the first region that formats an amount.
 */
if (typeof window !== 'undefined' && typeof MessageChannel !== 'undefined') {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    numberFormat(siteEnv.locale, { style: 'currency', currency: siteEnv.currency });
  };
  channel.port2.postMessage(null);
}
