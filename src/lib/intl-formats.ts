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
